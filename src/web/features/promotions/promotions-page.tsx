import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  Modal,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { IconDots, IconPlus, IconTicket } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type Currency, currencyOf, formatMoney } from "../../../shared/common/money.ts";
import type { Promotion, PromotionInput } from "../../../shared/promotions/promotions.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { errorMessage } from "../../ui/form-errors.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PromotionForm } from "./promotion-form.tsx";
import {
  createPromotion,
  deletePromotion,
  promotionsKey,
  toInput,
  updatePromotion,
  usePromotions,
} from "./promotions-api.ts";

/** "10 % off", "$5.00 off", "Free delivery", with its conditions. */
export function describePromotion(promotion: Promotion, currency: Currency): string {
  const what =
    promotion.kind === "PERCENT"
      ? `${promotion.value} % off`
      : promotion.kind === "AMOUNT"
        ? `${formatMoney(promotion.value, currency)} off`
        : "Free delivery";
  const rules = [
    promotion.minSubtotal > 0 ? `from ${formatMoney(promotion.minSubtotal, currency)}` : null,
    promotion.oncePerGuest ? "once per guest" : null,
    promotion.firstOrderOnly ? "first order only" : null,
  ].filter(Boolean);
  return [what, ...rules].join(" · ");
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

function when(promotion: Promotion): string | null {
  if (promotion.startsAt && promotion.endsAt) return `${day(promotion.startsAt)} – ${day(promotion.endsAt)}`;
  if (promotion.startsAt) return `From ${day(promotion.startsAt)}`;
  if (promotion.endsAt) return `Until ${day(promotion.endsAt)}`;
  return null;
}

/** app/promotions: the business's promo codes with their uses; create, change, switch off and delete them. */
export function PromotionsPage() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const currency = currencyOf(business.config, business.location.country);
  const queryClient = useQueryClient();
  const promotions = usePromotions(business.id);
  const [editing, setEditing] = useState<Promotion | "new" | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const closedFrom = useRef<Promotion | "new" | null>(null);
  const closeEditor = () => {
    closedFrom.current = editing;
    setEditing(null);
  };
  const closeDelete = () => {
    closedFrom.current = deleting;
    setDeleting(null);
  };
  // A dialog opened from a code's menu leaves with its focus trap, and the menu item that opened it is gone too:
  // focus goes back to the code's menu button (the New button for a new or deleted code), never to the page.
  useEffect(() => {
    const from = closedFrom.current;
    if (editing !== null || deleting !== null || from === null) return;
    closedFrom.current = null;
    const menuButton =
      from === "new"
        ? null
        : document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(`More for ${from.code}`)}"]`);
    (menuButton ?? newButton.current)?.focus();
  }, [editing, deleting]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionsKey(business.id) });

  const save = async (input: PromotionInput) => {
    if (editing === "new") await createPromotion(business.id, input);
    else if (editing) await updatePromotion(business.id, editing.id, input);
    await refresh();
    notifySuccess(`Promo code ${input.code} was saved.`);
    closeEditor();
  };

  const setActive = async (promotion: Promotion, active: boolean) => {
    try {
      await updatePromotion(business.id, promotion.id, { ...toInput(promotion), active });
      await refresh();
    } catch (error) {
      notifyError(error);
    }
  };

  const remove = async (promotion: Promotion) => {
    try {
      await deletePromotion(business.id, promotion.id);
      await refresh();
      notifySuccess(`Promo code ${promotion.code} was deleted.`);
    } catch (error) {
      notifyError(error);
    }
    closeDelete();
  };

  return (
    <>
      <PageHeader
        title="Promotions"
        description="Promo codes guests type at checkout for a discount or free delivery."
        actions={
          <Button ref={newButton} leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
            New code
          </Button>
        }
      />
      {promotions.isPending ? (
        <Loader role="status" aria-label="Loading promo codes" />
      ) : promotions.isError ? (
        <Text c="red" role="alert">
          {errorMessage(promotions.error)}
        </Text>
      ) : promotions.data.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <IconTicket size={32} stroke={1.4} />
            <Text fw={600}>No promo codes yet.</Text>
            <Text c="dimmed" ta="center">
              Create one, then share it with your guests: they type it at checkout.
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {promotions.data.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              currency={currency}
              onActive={(active) => void setActive(promotion, active)}
              onEdit={() => setEditing(promotion)}
              onDelete={() => setDeleting(promotion)}
            />
          ))}
        </Stack>
      )}
      {editing ? (
        <PromotionForm
          opened
          promotion={editing === "new" ? null : editing}
          currency={currency}
          onClose={closeEditor}
          onSave={save}
        />
      ) : null}
      <Modal opened={deleting !== null} onClose={closeDelete} returnFocus={false} title="Delete promo code?">
        <Stack gap="md">
          <Text>
            Guests will no longer be able to use {deleting?.code}. Orders that used it keep their discount.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDelete}>
              Cancel
            </Button>
            <Button color="red" onClick={() => deleting && void remove(deleting)}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One promo code: what it gives, how often it was used and when it runs, its switch and its menu. */
function PromotionCard({
  promotion,
  currency,
  onActive,
  onEdit,
  onDelete,
}: {
  promotion: Promotion;
  currency: Parameters<typeof describePromotion>[1];
  onActive: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder component="li" padding="md" aria-label={promotion.code}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text fw={700} ff="monospace" style={{ overflowWrap: "anywhere" }}>
              {promotion.code}
            </Text>
            {promotion.active ? null : <Badge color="gray">Off</Badge>}
          </Group>
          <Text size="sm">{describePromotion(promotion, currency)}</Text>
          <Text size="sm" c="dimmed">
            {promotion.maxUses === null
              ? `Used ${promotion.uses} ${promotion.uses === 1 ? "time" : "times"}`
              : `Used ${promotion.uses} of ${promotion.maxUses}`}
            {when(promotion) ? ` · ${when(promotion)}` : ""}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Switch
            aria-label={`${promotion.code} active`}
            checked={promotion.active}
            onChange={(event) => onActive(event.currentTarget.checked)}
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More for ${promotion.code}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEdit}>Edit</Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}
