import { Group, Input, NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { useId, useRef, useState } from "react";
import { choiceRule, describeChoiceRule } from "../../../../shared/menus/choice-rules.ts";
import {
  CHOICE_MIN_ABOVE_MAX,
  ChoiceMaxSchema,
  ChoiceMinSchema,
  type ModifierGroup,
} from "../../../../shared/menus/menu.ts";
import { useFieldProblem } from "./use-field-problem.ts";

// How many options a guest picks in a group, set in plain words: Optional or Required, "at least" when required,
// "at most" (empty for any). Making a group Required with no "at most" makes it "Choose 1": a required side is
// most often one pick, and "at least 1" would let a guest take every option; clearing "at most" allows any number. What is typed is checked with the menu's own schemas, so the editor refuses what the
// server would; refused numbers stay in their fields and hold saving, as refused text does elsewhere.

type Typed = number | string;

interface Draft {
  min: Typed;
  max: Typed;
}

const asNumber = (value: Typed) => (value === "" ? null : Number(value));

/** The rule typed, or the first problem with it and the field to show it on. */
function readDraft(
  draft: Draft,
): { ok: true; min: number; max: number | null } | { ok: false; field: "min" | "max"; message: string } {
  // An emptied "at least" is refused, not read as 0: the field would vanish while the owner retypes it.
  const min = ChoiceMinSchema.safeParse(asNumber(draft.min));
  if (!min.success) return { ok: false, field: "min", message: min.error.issues[0]?.message ?? "" };
  const max = ChoiceMaxSchema.safeParse(asNumber(draft.max));
  if (!max.success) return { ok: false, field: "max", message: max.error.issues[0]?.message ?? "" };
  if (max.data !== null && min.data > max.data)
    return { ok: false, field: "min", message: CHOICE_MIN_ABOVE_MAX };
  return { ok: true, min: min.data, max: max.data };
}

export function ChoiceRuleField({
  group,
  onChange,
}: {
  group: ModifierGroup;
  onChange: (rule: { min: number; max: number | null }) => void;
}) {
  const saved = { min: group.min ?? 0, max: group.max ?? null };
  // Numbers the schema refused, kept as typed until they are fixed; null while the fields show the saved rule.
  const [refused, setRefused] = useState<Draft | null>(null);
  const shown: Draft = refused ?? { min: saved.min, max: saved.max ?? "" };
  const reading = readDraft(shown);
  useFieldProblem(reading.ok ? null : reading.message);
  const isRequired = asNumber(shown.min) !== 0;
  const name = group.name.trim() || "this group";
  const ruleId = useId();
  /** "At most" was filled by making the group Required, and is untouched since: Optional takes it back. */
  const isMaxByDefaultRef = useRef(false);

  const take = (draft: Draft) => {
    const read = readDraft(draft);
    if (!read.ok) {
      setRefused(draft);
      return;
    }
    setRefused(null);
    if (read.min !== saved.min || read.max !== saved.max) onChange({ min: read.min, max: read.max });
  };

  const rule = choiceRule({ ...saved, entries: group.entries });
  const isShort = saved.min > group.entries.length && group.entries.length > 0;
  return (
    <Stack gap={6} mt="sm">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Input.Wrapper label="Guests" id={`${ruleId}-choice`}>
          <SegmentedControl
            aria-labelledby={`${ruleId}-choice-label`}
            data={[
              { value: "optional", label: "Optional" },
              { value: "required", label: "Required" },
            ]}
            value={isRequired ? "required" : "optional"}
            onChange={(value) => {
              if (value === "optional") {
                const max = isMaxByDefaultRef.current ? "" : shown.max;
                isMaxByDefaultRef.current = false;
                take({ min: 0, max });
                return;
              }
              isMaxByDefaultRef.current = shown.max === "";
              take({ min: 1, max: shown.max === "" ? 1 : shown.max });
            }}
            size="sm"
            display="flex"
          />
        </Input.Wrapper>
        {isRequired ? (
          <NumberInput
            label="At least"
            aria-label={`Choose at least, in ${name}`}
            value={shown.min}
            onChange={(value) => take({ ...shown, min: value })}
            error={!reading.ok && reading.field === "min" ? reading.message : undefined}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            w={96}
            size="sm"
          />
        ) : null}
        <NumberInput
          label="At most"
          aria-label={`Choose at most, in ${name}`}
          placeholder="Any"
          value={shown.max}
          onChange={(value) => {
            isMaxByDefaultRef.current = false;
            take({ ...shown, max: value });
          }}
          error={!reading.ok && (reading.field === "max" || !isRequired) ? reading.message : undefined}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          w={96}
          size="sm"
        />
      </Group>
      {reading.ok ? (
        <Text fz="xs" c="dimmed">
          Guests read “{describeChoiceRule({ min: reading.min, max: reading.max })}”.
          {isShort
            ? ` Only ${group.entries.length} option${group.entries.length === 1 ? "" : "s"} so far: guests are asked to choose ${rule.min} until you add more.`
            : ""}
        </Text>
      ) : null}
    </Stack>
  );
}
