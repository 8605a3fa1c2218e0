import { Button, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SilentRegisterRequestSchema } from "../../../shared/adm/adm.ts";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { admApi, admKey } from "./adm-api.ts";

const EMPTY = {
  email: "",
  name: "",
  business: { name: "", phone: "", address: "", city: "", state: "", zip: "" },
};
const FIELDS = ["email", "name", ...Object.keys(EMPTY.business).map((key) => `business.${key}`)];

/**
 * silentRegister: an operator opens an account for an owner; the owner chooses a password from the
 * mail it sends.
 */
export function RegisterMemberModal({
  opened,
  onClose,
  onRegistered,
}: {
  opened: boolean;
  onClose: () => void;
  onRegistered: (memberId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: EMPTY,
    validate: schemaResolver(SilentRegisterRequestSchema, { sync: true }),
  });

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await admApi.silentRegister(values);
      await queryClient.invalidateQueries({ queryKey: admKey });
      notifySuccess(`${created.member.email} is registered: a mail asks them to choose a password.`);
      close();
      onRegistered(created.member.id);
    } catch (error) {
      setFormError(
        applyServerErrors(error, (path, message) => form.setFieldError(path, message), FIELDS) ?? null,
      );
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Register a member" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            The member gets a mail with a link to choose their password, valid for 7 days.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Email" withAsterisk type="email" {...form.getInputProps("email")} />
            <TextInput label="Name" {...form.getInputProps("name")} />
            <TextInput label="Business name" withAsterisk {...form.getInputProps("business.name")} />
            <PhoneInput
              label="Phone"
              withAsterisk
              {...form.getInputProps("business.phone")}
              value={form.values.business.phone}
            />
            <TextInput label="Address" withAsterisk {...form.getInputProps("business.address")} />
            <TextInput label="City" withAsterisk {...form.getInputProps("business.city")} />
            <TextInput label="State" withAsterisk {...form.getInputProps("business.state")} />
            <TextInput label="Zip" withAsterisk {...form.getInputProps("business.zip")} />
          </SimpleGrid>
          <FormActions error={formError} onCancel={close}>
            <Button type="submit">Register</Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
