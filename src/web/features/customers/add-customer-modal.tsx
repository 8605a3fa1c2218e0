import { Button, Modal, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type CustomerInput, CustomerInputSchema } from "../../../shared/customers/customers.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { FormActions } from "../../ui/form-actions.tsx";
import { applyServerErrors } from "../../ui/form-errors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { createCustomer, customersKey } from "./customers-api.ts";

type Values = Required<CustomerInput>;
const EMPTY: Values = { name: "", phone: "", email: "", address: "", city: "", state: "", zip: "" };
const FIELDS = Object.keys(EMPTY);

interface AddCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new customer's id. */
  onAdded: (customerId: string) => void;
}

/** The add customer modal: name and phone required, "This field is mandatory". */
export function AddCustomerModal({ opened, onClose, onAdded }: AddCustomerModalProps) {
  const { dashboard } = useDashboard();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: schemaResolver(CustomerInputSchema, { sync: true }), // the server's own rules and messages
  });

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const customer = await createCustomer(dashboard.business.id, values);
      await queryClient.invalidateQueries({ queryKey: customersKey(dashboard.business.id) });
      notifySuccess(`${customer.name} was added.`);
      close();
      onAdded(customer.id);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setFieldError, FIELDS));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add customer" size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              withAsterisk
              autoComplete="off"
              data-autofocus
              {...form.getInputProps("name")}
            />
            <PhoneInput
              label="Phone"
              withAsterisk
              {...form.getInputProps("phone")}
              value={form.values.phone}
              onChange={(digits) => form.setFieldValue("phone", digits)}
            />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps("email")} />
          <TextInput label="Address" autoComplete="off" {...form.getInputProps("address")} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="City" autoComplete="off" {...form.getInputProps("city")} />
            <TextInput label="State" autoComplete="off" {...form.getInputProps("state")} />
            <TextInput label="Zip" autoComplete="off" {...form.getInputProps("zip")} />
          </SimpleGrid>
          <FormActions error={formError} onCancel={close}>
            <Button type="submit" loading={form.submitting}>
              Add customer
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
