import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "../../shared/constants.ts";
import { MESSAGES } from "../../shared/messages.ts";
import { ApiRequestError, isSessionExpired } from "../api/client.ts";

/** seed 000 §8: a failed call shows a 3-second toast with the server's message, or the generic sentence. */
export function notifyError(error: unknown) {
  if (isSessionExpired(error)) return; // the login page says so instead
  const message = error instanceof ApiRequestError && error.message ? error.message : MESSAGES.genericFailure;
  notifications.show({ color: "red", title: "Something went wrong", message, autoClose: TOAST_MS });
}

export function notifySuccess(message: string) {
  notifications.show({ color: "teal", message, autoClose: TOAST_MS });
}
