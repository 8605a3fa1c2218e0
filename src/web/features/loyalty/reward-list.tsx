import {
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { Currency } from "../../../shared/common/money.ts";
import { MoneyInput } from "../../ui/money-input.tsx";
import {
  newRewardRow,
  type ProgramValues,
  REWARD_VALUE_MAX,
  REWARDS_MAX,
  type RewardRow,
} from "./loyalty-values.ts";
import type { RewardItems } from "./reward-items.ts";

interface RewardListProps {
  form: UseFormReturnType<ProgramValues>;
  currency: Currency;
  items: RewardItems;
}

/** The rewards guests spend their points on, in the order the owner lists them: add, change, remove. */
export function RewardList({ form, currency, items }: RewardListProps) {
  const rewards = form.values.rewards;
  const listError = form.errors.rewards;
  // A stamp card's rewards cost stamps: the same number, named as the guest collects it.
  const unit = form.values.earn.kind === "STAMP_PER_ORDER" ? "Stamps" : "Points";
  return (
    <Stack gap="sm" component="section" aria-labelledby="loyalty-rewards-heading">
      <Stack gap={4}>
        <Title order={3} fz="md" id="loyalty-rewards-heading">
          Rewards
        </Title>
        <Text fz="sm" c="dimmed">
          What guests spend their {unit.toLowerCase()} on, up to {REWARDS_MAX} rewards.
        </Text>
      </Stack>
      {rewards.map((reward, index) => (
        <RewardFields
          key={reward.id}
          form={form}
          index={index}
          reward={reward}
          currency={currency}
          items={items}
          unit={unit}
        />
      ))}
      {rewards.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No rewards yet: add one guests will want, such as a free coffee.
        </Text>
      ) : null}
      {listError ? (
        <Text c="red" fz="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={rewards.length >= REWARDS_MAX}
          onClick={() => form.insertListItem("rewards", newRewardRow())}
        >
          Add a reward
        </Button>
      </Group>
    </Stack>
  );
}

interface RewardFieldsProps extends RewardListProps {
  index: number;
  reward: RewardRow;
  unit: "Points" | "Stamps";
}

function RewardFields({ form, index, reward, currency, items, unit }: RewardFieldsProps) {
  const n = index + 1;
  const field = (name: keyof RewardRow) => `rewards.${index}.${name}`;
  return (
    <Paper withBorder p="md" role="group" aria-label={`Reward ${n}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>Reward {n}</Text>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            aria-label={`Remove reward ${n}`}
            onClick={() => form.removeListItem("rewards", index)}
          >
            Remove
          </Button>
        </Group>
        <SimpleGrid type="container" cols={{ base: 1, "520px": 2 }} spacing="lg" verticalSpacing="sm">
          <TextInput
            label="Name guests see"
            placeholder="Free coffee"
            autoComplete="off"
            {...form.getInputProps(field("name"))}
          />
          <NumberInput
            label={`${unit} it costs`}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            {...form.getInputProps(field("points"))}
          />
        </SimpleGrid>
        <Radio.Group label="What the guest gets" {...form.getInputProps(field("kind"))}>
          <Group gap="lg" mt="xs">
            <Radio value="AMOUNT" label="Amount off" />
            <Radio value="ITEM" label="A free item" />
          </Group>
        </Radio.Group>
        {reward.kind === "AMOUNT" ? (
          <MoneyInput
            currency={currency}
            maxMinor={REWARD_VALUE_MAX}
            label="Amount taken off the order"
            {...form.getInputProps(field("value"))}
          />
        ) : (
          <ItemSelect form={form} field={field("itemId")} itemId={reward.itemId} items={items} />
        )}
      </Stack>
    </Paper>
  );
}

const MISSING_ITEM = "No longer on your menus";

function ItemSelect({
  form,
  field,
  itemId,
  items,
}: {
  form: UseFormReturnType<ProgramValues>;
  field: string;
  itemId: string | null;
  items: RewardItems;
}) {
  const isListed = items.groups.some((group) => group.items.some((item) => item.value === itemId));
  // A saved item since taken off every menu still shows as chosen, so the owner sees why to choose again.
  const data =
    itemId && !isListed && !items.isLoading && !items.isError
      ? [
          ...items.groups,
          { group: MISSING_ITEM, items: [{ value: itemId, label: "An item no longer on your menus" }] },
        ]
      : items.groups;
  const description = items.isError
    ? "Your menus could not be loaded. Please reload the page to choose an item."
    : !items.isLoading && items.groups.length === 0
      ? "Your menus have no items yet. Add some in Menus first."
      : undefined;
  return (
    <Select
      label="The item guests get free"
      placeholder={items.isLoading ? "Loading your menus…" : "Choose an item"}
      description={description}
      data={data}
      searchable
      nothingFoundMessage="No item on your menus has that name."
      {...form.getInputProps(field)}
    />
  );
}
