import type { ReservationSettings } from "../../../shared/reservations/reservations.ts";

// The booking rules as the owner types them (hours and minutes apart, a box left empty while typing), and as the
// API takes them (whole minutes, null for "no limit").

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
}

let rowCount = 0;
export const newRowKey = () => `stay-${++rowCount}`;

const hoursOf = (minutes: number) => Math.floor(minutes / 60);

export function toRulesValues(settings: ReservationSettings): RulesValues {
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
  };
}

/** An empty box is no number: the shared schema then says what belongs there. */
const number = (value: Count) => (value === "" ? Number.NaN : value);
/** Hours and minutes: an empty part is none of it. */
const duration = (hours: Count, minutes: Count) =>
  (hours === "" ? 0 : hours) * 60 + (minutes === "" ? 0 : minutes);

/**
 * What the form sends; the shared schema checks it before it goes. The card guarantee is not the owner's to set
 * here yet (the server neither takes cards nor charges no-show fees), so the one the server has goes back as it
 * came, rather than a save wiping it.
 */
export function toSettings(
  values: RulesValues,
  guarantee: ReservationSettings["guarantee"],
): ReservationSettings {
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
    guarantee,
  };
}

/** The form's field for a refusal's path, whether the shared schema or the server gave it; null for none. */
export function fieldOf(path: string): string | null {
  const field = path.replace(/^body\./, "");
  if (field === "leadMinutes") return "leadHours";
  if (field === "cancelCutoffMinutes") return "cancelHours";
  // The guarantee has no field on the form: its refusal can only be said by the button.
  if (field === "guarantee" || field.startsWith("guarantee.")) return null;
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
