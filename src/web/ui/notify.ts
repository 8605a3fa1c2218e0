import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "../../shared/common/constants.ts";
import { isSessionExpired } from "../api/client.ts";
import { errorMessage } from "./form-errors.ts";

/** A failed call shows a 3-second toast with the server's message, or the generic sentence. */
export function notifyError(error: unknown) {
  if (isSessionExpired(error)) return; // the login page says so instead
  notifications.show({
    color: "red",
    title: "Something went wrong",
    message: errorMessage(error),
    autoClose: TOAST_MS,
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: "teal", message, autoClose: TOAST_MS });
}
