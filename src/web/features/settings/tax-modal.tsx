import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { languageName } from "../../../shared/common/languages.ts";
import { TAX_LABEL_MAX, type Tax, type TaxRequest, TaxRequestSchema } from "../../../shared/taxes/taxes.ts";
import { taxesApi } from "../../api/settings.ts";
import { fieldErrors } from "../../ui/schema-errors.ts";

// Adding or editing a tax: its label (and the label in the menu's other languages), percentage or fixed, value.

interface TaxModalProps {
  businessId: string;
  /** The menu's languages besides the one it is written in: the label's translations. */
  languages: readonly string[];
  tax: Tax | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** Tax value: a number, at least 0, in steps of 0.01; type VALUE or PERCENT. */
export function TaxModal({ businessId, languages, tax, onClose, onSaved }: TaxModalProps) {
  const [values, setValues] = useState<TaxRequest>(tax ?? { label: "", type: "PERCENT", value: 0 });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const save = useMutation({
    mutationFn: (input: TaxRequest) =>
      tax ? taxesApi.update(businessId, tax.id, input) : taxesApi.create(businessId, input),
    onSuccess: onSaved,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The server's own schema, so the form shows the message the server would send.
    const parsed = TaxRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    save.mutate(parsed.data);
  };
  return (
    <Modal opened onClose={onClose} title={tax ? "Edit tax" : "Add tax"}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Label"
            placeholder="Sales tax"
            withAsterisk
            maxLength={TAX_LABEL_MAX}
            value={values.label}
            error={errors.label}
            onChange={(event) => setValues({ ...values, label: event.currentTarget.value })}
          />
          {languages.map((lang) => (
            <TextInput
              key={lang}
              label={`Label in ${languageName(lang)}`}
              description="What guests ordering in this language read; empty shows the label above."
              maxLength={TAX_LABEL_MAX}
              value={values.translations?.[lang]?.label ?? ""}
              error={errors[`translations.${lang}.label`]}
              onChange={(event) => {
                const label = event.currentTarget.value;
                setValues({ ...values, translations: { ...values.translations, [lang]: { label } } });
              }}
            />
          ))}
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="tax-type-label">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="tax-type-label"
              data={[
                { value: "PERCENT", label: "Percentage" },
                { value: "VALUE", label: "Fixed amount" },
              ]}
              value={values.type}
              onChange={(type) => setValues({ ...values, type: type as TaxRequest["type"] })}
            />
          </Stack>
          <NumberInput
            label={values.type === "PERCENT" ? "Value (%)" : "Value"}
            min={0}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            value={values.value}
            error={errors.value}
            onChange={(value) => setValues({ ...values, value: Number(value) || 0 })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
