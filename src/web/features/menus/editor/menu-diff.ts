import { type Currency, formatPrice, US_DOLLAR } from "../../../../shared/common/money.ts";
import type { MenuGroup, MenuItem, MenuNodes } from "../../../../shared/menus/menu.ts";
import { groupNameOrDefault } from "../../../../shared/menus/menu-tree.ts";
import { itemLabel, priceSummary } from "./item-format.ts";

// The conflict dialog says what differs between the version saved elsewhere and the owner's,
// field by field ("Item "Soup" price: $4.00 → $5.00"), instead of two summaries that read the same.

export interface MenuVersion {
  name: string;
  details: string;
  nodes: MenuNodes;
}

/** One field that differs: `before` is the version saved elsewhere, `after` the owner's. */
export interface MenuDifference {
  subject: string;
  field: string;
  before: string;
  after: string;
}

const EMPTY = "(empty)";
const TEXT_MAX = 60;

const quoted = (text: string) => `"${text}"`;

function shown(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat === "") return EMPTY;
  return flat.length > TEXT_MAX ? `${flat.slice(0, TEXT_MAX - 1)}…` : flat;
}

const visibility = (isAvailable: boolean) => (isAvailable ? "shown" : "hidden");

function modifiersText(item: MenuItem, currency: Currency): string {
  return item.modifiers
    .map((group) => {
      const entries = group.entries.map((entry) =>
        entry.price === null ? entry.name : `${entry.name} +${formatPrice(entry.price, currency)}`,
      );
      return `${group.name || "Options"}: ${entries.join(", ")}`;
    })
    .join("; ");
}

const iconsText = (item: MenuItem) => item.icons.map((icon) => icon.hoverText || icon.iconKey).join(", ");

function photoText(item: MenuItem): string {
  return item.preview ? (item.preview.split("/").pop()?.split("?")[0] ?? "a photo") : "no photo";
}

/** The item's fields as the owner reads them, in the form's order. */
function itemFields(item: MenuItem, currency: Currency): [string, string][] {
  return [
    ["name", shown(item.name)],
    ["description", shown(item.description)],
    ["cook time", shown(item.cookTime)],
    ["price", priceSummary(item, currency) || EMPTY],
    ["modifiers", shown(modifiersText(item, currency))],
    ["extras", shown(item.extras)],
    ["photo", photoText(item)],
    ["photo alt text", shown(item.previewAltText)],
    ["icons", shown(iconsText(item))],
    ["visibility", visibility(item.available !== false)],
  ];
}

function groupFields(group: MenuGroup): [string, string][] {
  return [
    ["name", shown(group.name)],
    ["note", shown(group.description)],
    ["visibility", visibility(group.available)],
  ];
}

function compareFields(
  subject: string,
  before: [string, string][],
  after: [string, string][],
): MenuDifference[] {
  return before.flatMap(([field, value], index) => {
    const other = after[index]?.[1] ?? EMPTY;
    return value === other ? [] : [{ subject, field, before: value, after: other }];
  });
}

/**
 * The order of what both lists hold, when it differs: their names in each order. Additions and removals have
 * lines of their own.
 */
function orderChange<T extends { id: string }>(
  before: T[],
  after: T[],
  label: (node: T) => string,
): { before: string; after: string } | null {
  const afterIds = new Set(after.map((node) => node.id));
  const beforeIds = new Set(before.map((node) => node.id));
  const a = before.filter((node) => afterIds.has(node.id));
  const b = after.filter((node) => beforeIds.has(node.id));
  if (a.every((node, index) => b[index]?.id === node.id)) return null;
  const names = (list: T[]) => shown(list.map(label).join(", "));
  return { before: names(a), after: names(b) };
}

function itemsWithGroups(nodes: MenuNodes) {
  const found = new Map<string, { item: MenuItem; group: MenuGroup }>();
  for (const group of nodes) for (const item of group.nodes) found.set(item.id, { item, group });
  return found;
}

/** What differs between the version saved elsewhere (`before`) and the owner's (`after`), field by field. */
export function diffMenus(
  before: MenuVersion,
  after: MenuVersion,
  currency: Currency = US_DOLLAR,
): MenuDifference[] {
  const differences: MenuDifference[] = [
    ...compareFields("Menu", [["name", shown(before.name)]], [["name", shown(after.name)]]),
    ...compareFields("Menu", [["note", shown(before.details)]], [["note", shown(after.details)]]),
  ];

  const afterGroups = new Map(after.nodes.map((group) => [group.id, group]));
  const beforeGroupIds = new Set(before.nodes.map((group) => group.id));
  for (const group of before.nodes) {
    const subject = `Group ${quoted(groupNameOrDefault(group.name))}`;
    const other = afterGroups.get(group.id);
    if (!other) {
      differences.push({ subject, field: "", before: "there", after: "removed" });
      continue;
    }
    differences.push(...compareFields(subject, groupFields(group), groupFields(other)));
    const itemOrder = orderChange(group.nodes, other.nodes, itemLabel);
    if (itemOrder) differences.push({ subject, field: "order of items", ...itemOrder });
  }
  for (const group of after.nodes) {
    if (beforeGroupIds.has(group.id)) continue;
    const subject = `Group ${quoted(groupNameOrDefault(group.name))}`;
    differences.push({ subject, field: "", before: "not there", after: "added" });
  }
  const groupOrder = orderChange(before.nodes, after.nodes, (group) => groupNameOrDefault(group.name));
  if (groupOrder) differences.push({ subject: "Menu", field: "order of groups", ...groupOrder });

  const beforeItems = itemsWithGroups(before.nodes);
  const afterItems = itemsWithGroups(after.nodes);
  for (const [id, { item, group }] of beforeItems) {
    const subject = `Item ${quoted(itemLabel(item))}`;
    const other = afterItems.get(id);
    if (!other) {
      differences.push({
        subject,
        field: "",
        before: `in ${groupNameOrDefault(group.name)}`,
        after: "removed",
      });
      continue;
    }
    if (other.group.id !== group.id) {
      differences.push({
        subject,
        field: "group",
        before: groupNameOrDefault(group.name),
        after: groupNameOrDefault(other.group.name),
      });
    }
    differences.push(...compareFields(subject, itemFields(item, currency), itemFields(other.item, currency)));
  }
  for (const [id, { item, group }] of afterItems) {
    if (beforeItems.has(id)) continue;
    differences.push({
      subject: `Item ${quoted(itemLabel(item))}`,
      field: "",
      before: "not there",
      after: `added to ${groupNameOrDefault(group.name)}`,
    });
  }
  return differences;
}

/** `Item "Soup" price: $4.00 → $5.00` */
export function describeDifference({ subject, field, before, after }: MenuDifference): string {
  return `${field ? `${subject} ${field}` : subject}: ${before} → ${after}`;
}
