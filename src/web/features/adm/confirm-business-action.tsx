import { Button, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdmBusiness } from "../../../shared/adm/adm.ts";
import { EmailSchema } from "../../../shared/common/schemas.ts";
import { ApiRequestError } from "../../api/client.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { notifySuccess } from "../../ui/notify.ts";
import { admApi, admKey } from "./adm-api.ts";

const TITLES = {
  disable: "Disable this business?",
  transfer: "Transfer this business",
  delete: "Delete this business?",
} as const;

/** The confirmation for what an operator does to a business: each is recorded in the audit log. */
export function ConfirmBusinessAction({
  business,
  action,
  onClose,
}: {
  business: AdmBusiness;
  action: keyof typeof TITLES | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const close = () => {
    setEmail("");
    setError(null);
    onClose();
  };

  const run = async () => {
    setError(null);
    if (action === "transfer") {
      const parsed = EmailSchema.safeParse(email);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    }
    setIsBusy(true);
    try {
      if (action === "disable") {
        await admApi.setDisabled([business.id], true);
        notifySuccess(`${business.name} is disabled: its page now answers "no longer available".`);
      } else if (action === "transfer") {
        const moved = await admApi.transfer(business.id, email);
        notifySuccess(`${business.name} now belongs to ${moved.memberEmail}.`);
      } else if (action === "delete") {
        await admApi.deleteBusiness(business.id);
        notifySuccess(`${business.name} was deleted.`);
      }
      await queryClient.invalidateQueries({ queryKey: admKey });
      close();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : "The action failed. Please try again.");
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal opened={action !== null} onClose={close} title={action ? TITLES[action] : ""}>
      <Stack gap="md">
        {action === "disable" ? (
          <Text>
            Guests opening {business.name} will see "We're sorry! This link is no longer available." until the
            business is enabled again. The owner keeps every menu.
          </Text>
        ) : null}
        {action === "delete" ? (
          <Text>
            {business.name}, its menus, images, QR codes, orders and customers are deleted for good. This
            cannot be undone.
          </Text>
        ) : null}
        {action === "transfer" ? (
          <TextInput
            label="New owner's email"
            description="Every menu, image and QR code moves with it; the current owner loses access."
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
        ) : null}
        <FormActions error={error} onCancel={close}>
          <Button color={action === "transfer" ? undefined : "red"} loading={isBusy} onClick={run}>
            {action === "disable" ? "Disable" : action === "delete" ? "Delete" : "Transfer"}
          </Button>
        </FormActions>
      </Stack>
    </Modal>
  );
}
