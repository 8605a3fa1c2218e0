import { type Currency, toMajor, toMinor } from "../../../shared/common/money.ts";
import type { ReservationSettings } from "../../../shared/reservations/reservations.ts";

// The booking rules as the owner types them (hours and minutes apart, a box left empty while typing, the no-show
// fee in the currency's major units), and as the API takes them (whole minutes, null for "no limit" or for no
// card guarantee, the fee in minor units).

type Count = number | "";

export interface StayRow {
  /** Keeps a row's inputs in place while rows above it are removed. */
  key: string;
  fromParty: Count;
  /** A Select's value: minutes as text. */
  minutes: string;
}

export interface RulesValues {
  enabled: boolean;
  slotMinutes: string;
  stayMinutes: StayRow[];
  minParty: Count;
  maxParty: Count;
  leadHours: Count;
  leadMinutes: Count;
  maxDaysAhead: Count;
  hasNoCoversLimit: boolean;
  coversPer15: Count;
  cancelHours: Count;
  cancelMinutes: Count;
  confirm: "automatically" | "by-hand";
  /** The card guarantee. Switched off, its party size and fee stay in the form, so switching back restores them. */
  hasGuarantee: boolean;
  guaranteeFromParty: Count;
  /** Major units, as the owner thinks of an amount ($25.00). */
  noShowFee: Count;
}

/** Where a new guarantee starts: a party large enough that an empty table hurts. */
const GUARANTEE_FROM_PARTY = 6;
/** Said before the shared schema, whose floor is 0: a guarantee that charges nothing only asks guests for a card. */
export const FEE_ABOVE_ZERO = "Please enter a no-show fee above 0.";

let rowCount = 0;
export const newRowKey = () => `stay-${++rowCount}`;

const hoursOf = (minutes: number) => Math.floor(minutes / 60);

export function toRulesValues(settings: ReservationSettings, currency: Currency): RulesValues {
  const { guarantee } = settings;
  return {
    enabled: settings.enabled,
    slotMinutes: String(settings.slotMinutes),
    stayMinutes: [...settings.stayMinutes]
      .sort((a, b) => a.fromParty - b.fromParty)
      .map((rule) => ({ key: newRowKey(), fromParty: rule.fromParty, minutes: String(rule.minutes) })),
    minParty: settings.minParty,
    maxParty: settings.maxParty,
    leadHours: hoursOf(settings.leadMinutes),
    leadMinutes: settings.leadMinutes % 60,
    maxDaysAhead: settings.maxDaysAhead,
    hasNoCoversLimit: settings.coversPer15 === null,
    coversPer15: settings.coversPer15 ?? "",
    cancelHours: hoursOf(settings.cancelCutoffMinutes),
    cancelMinutes: settings.cancelCutoffMinutes % 60,
    confirm: settings.autoConfirm ? "automatically" : "by-hand",
    hasGuarantee: guarantee !== null,
    guaranteeFromParty: guarantee?.fromParty ?? GUARANTEE_FROM_PARTY,
    noShowFee: guarantee ? toMajor(guarantee.noShowFee, currency.code) : "",
  };
}

/** An empty box is no number: the shared schema then says what belongs there. */
const number = (value: Count) => (value === "" ? Number.NaN : value);
/** Hours and minutes: an empty part is none of it. */
const duration = (hours: Count, minutes: Count) =>
  (hours === "" ? 0 : hours) * 60 + (minutes === "" ? 0 : minutes);

/** A fee the owner typed in minor units; not a number (which the schema refuses) when the box holds none. */
function feeOf(value: Count, currency: Currency): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return Number.NaN;
  try {
    return toMinor(value, currency.code);
  } catch {
    // Past any amount a double keeps exactly: far over the schema's ceiling, which then says so.
    return Number.POSITIVE_INFINITY;
  }
}

/** What the form sends; the shared schema checks it before it goes. The card guarantee is off as null. */
export function toSettings(values: RulesValues, currency: Currency): ReservationSettings {
  return {
    enabled: values.enabled,
    slotMinutes: Number(values.slotMinutes),
    stayMinutes: values.stayMinutes.map((row) => ({
      fromParty: number(row.fromParty),
      minutes: Number(row.minutes),
    })),
    minParty: number(values.minParty),
    maxParty: number(values.maxParty),
    leadMinutes: duration(values.leadHours, values.leadMinutes),
    maxDaysAhead: number(values.maxDaysAhead),
    coversPer15: values.hasNoCoversLimit ? null : number(values.coversPer15),
    cancelCutoffMinutes: duration(values.cancelHours, values.cancelMinutes),
    autoConfirm: values.confirm === "automatically",
    guarantee: values.hasGuarantee
      ? { fromParty: number(values.guaranteeFromParty), noShowFee: feeOf(values.noShowFee, currency) }
      : null,
  };
}

/** The form's own check of the fee, which the shared schema lets be 0; null when it is fine or not asked for. */
export function feeProblem(values: RulesValues): string | null {
  if (!values.hasGuarantee) return null;
  return typeof values.noShowFee === "number" && values.noShowFee > 0 ? null : FEE_ABOVE_ZERO;
}

/** The form's field for a refusal's path, whether the shared schema or the server gave it; null for none. */
export function fieldOf(path: string): string | null {
  const field = path.replace(/^body\./, "");
  if (field === "leadMinutes") return "leadHours";
  if (field === "cancelCutoffMinutes") return "cancelHours";
  // A refusal of the guarantee as a whole (no payments account to charge the fee to) belongs by its switch.
  if (field === "guarantee") return "hasGuarantee";
  if (field === "guarantee.fromParty") return "guaranteeFromParty";
  if (field === "guarantee.noShowFee") return "noShowFee";
  if (/^stayMinutes\.\d+$/.test(field)) return `${field}.minutes`;
  return field;
}

/** "45 minutes", "1 hour", "1 hour 30 minutes": how long a party keeps its table. */
export function stayLabel(minutes: number): string {
  const hours = hoursOf(minutes);
  const rest = minutes % 60;
  const hourText = hours === 0 ? "" : `${hours} ${hours === 1 ? "hour" : "hours"}`;
  const minuteText = rest === 0 ? "" : `${rest} minutes`;
  return [hourText, minuteText].filter(Boolean).join(" ");
}

/** Every stay the schema takes: 15 minutes to 12 hours, in quarter hours. */
export const STAY_CHOICES = Array.from({ length: 48 }, (_, index) => {
  const minutes = (index + 1) * 15;
  return { value: String(minutes), label: stayLabel(minutes) };
});
