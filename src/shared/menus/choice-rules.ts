import { fill } from "../common/fill.ts";
import { type WordedLanguage, wordedLanguage } from "../common/worded-language.ts";

// How many options a guest picks in one modifier group ("Choose 1", "Choose up to 3"), read the same way by the
// server that refuses an order breaking it, the guest's item dialog and the editor. Without zod or the menu's
// schema, so the cart's script can carry it; the words are few, so all eight languages ride together.

/** A group's rule as saved: older trees and snapshots have neither field, which reads as optional and unbounded. */
export interface ChoiceRuleSource {
  min?: number | undefined;
  max?: number | null | undefined;
  entries: readonly unknown[];
}

/** The rule a guest is held to: `min` at least, `max` at most (null: any number). */
export interface ChoiceRule {
  min: number;
  max: number | null;
}

/**
 * The rule as it applies to the group's options today. The menu may ask for more choices than the group has
 * options (the owner sets "Choose 2", then removes an option; saving never refuses that, so a half-made group
 * autosaves): the guest is then asked for every option, never for more than exist, so the item stays orderable.
 * A `max` past the number of options is told as the number of options.
 */
export function choiceRule(group: ChoiceRuleSource): ChoiceRule {
  const count = group.entries.length;
  const min = Math.min(Math.max(0, group.min ?? 0), count);
  const saved = group.max ?? null;
  const max = saved === null ? null : Math.max(Math.min(saved, count), min);
  return { min, max };
}

/** Whether a choice of `chosen` options keeps the rule; "few" and "many" say which way it breaks it. */
export function choiceProblem(rule: ChoiceRule, chosen: number): "few" | "many" | null {
  if (chosen < rule.min) return "few";
  if (rule.max !== null && chosen > rule.max) return "many";
  return null;
}

export interface ChoiceWords {
  optional: string;
  /** `{n}`: min = max. */
  exactly: string;
  upTo: string;
  atLeast: string;
  /** `{min}`–`{max}`. */
  range: string;
  /** The count beside a bounded group, `{n}` of `{max}`; `{n}` alone for one without a maximum. */
  chosenOf: string;
  chosen: string;
  /** The item dialog's message when Add is pressed before a group has enough: `{group}`, `{n}`. */
  needMore: string;
  /** The server's refusal of an order line: `{group}`, `{item}`, `{n}`. */
  refuseFew: string;
  refuseMany: string;
}

const CHOICE_WORDS: Record<WordedLanguage, ChoiceWords> = {
  en: {
    optional: "Optional",
    exactly: "Choose {n}",
    upTo: "Choose up to {n}",
    atLeast: "Choose at least {n}",
    range: "Choose {min}–{max}",
    chosenOf: "{n} of {max} chosen",
    chosen: "{n} chosen",
    needMore: "Please choose at least {n} for “{group}”.",
    refuseFew: "Please choose at least {n} for “{group}” on “{item}”.",
    refuseMany: "Please choose at most {n} for “{group}” on “{item}”.",
  },
  es: {
    optional: "Opcional",
    exactly: "Elija {n}",
    upTo: "Elija hasta {n}",
    atLeast: "Elija al menos {n}",
    range: "Elija de {min} a {max}",
    chosenOf: "Elegidas: {n} de {max}",
    chosen: "Elegidas: {n}",
    needMore: "Elija al menos {n} en “{group}”.",
    refuseFew: "Elija al menos {n} en “{group}” para “{item}”.",
    refuseMany: "Elija como máximo {n} en “{group}” para “{item}”.",
  },
  fr: {
    optional: "Facultatif",
    exactly: "Choisissez-en {n}",
    upTo: "Jusqu’à {n} au choix",
    atLeast: "Au moins {n} au choix",
    range: "De {min} à {max} au choix",
    chosenOf: "Choisis : {n} sur {max}",
    chosen: "Choisis : {n}",
    needMore: "Veuillez en choisir au moins {n} dans « {group} ».",
    refuseFew: "Veuillez en choisir au moins {n} dans « {group} » pour « {item} ».",
    refuseMany: "Veuillez en choisir au plus {n} dans « {group} » pour « {item} ».",
  },
  de: {
    optional: "Optional",
    exactly: "{n} wählen",
    upTo: "Bis zu {n} wählen",
    atLeast: "Mindestens {n} wählen",
    range: "{min}–{max} wählen",
    chosenOf: "{n} von {max} gewählt",
    chosen: "{n} gewählt",
    needMore: "Bitte wählen Sie mindestens {n} bei „{group}“.",
    refuseFew: "Bitte wählen Sie mindestens {n} bei „{group}“ für „{item}“.",
    refuseMany: "Bitte wählen Sie höchstens {n} bei „{group}“ für „{item}“.",
  },
  it: {
    optional: "Facoltativo",
    exactly: "Scegli {n}",
    upTo: "Scegli fino a {n}",
    atLeast: "Scegli almeno {n}",
    range: "Scegli da {min} a {max}",
    chosenOf: "Scelte: {n} di {max}",
    chosen: "Scelte: {n}",
    needMore: "Scegli almeno {n} in “{group}”.",
    refuseFew: "Scegli almeno {n} in “{group}” per “{item}”.",
    refuseMany: "Scegli al massimo {n} in “{group}” per “{item}”.",
  },
  pt: {
    optional: "Opcional",
    exactly: "Escolha {n}",
    upTo: "Escolha até {n}",
    atLeast: "Escolha pelo menos {n}",
    range: "Escolha de {min} a {max}",
    chosenOf: "Escolhidas: {n} de {max}",
    chosen: "Escolhidas: {n}",
    needMore: "Escolha pelo menos {n} em “{group}”.",
    refuseFew: "Escolha pelo menos {n} em “{group}” para “{item}”.",
    refuseMany: "Escolha no máximo {n} em “{group}” para “{item}”.",
  },
  zh: {
    optional: "可选",
    exactly: "选择 {n} 项",
    upTo: "最多选择 {n} 项",
    atLeast: "至少选择 {n} 项",
    range: "选择 {min}–{max} 项",
    chosenOf: "已选 {n}/{max}",
    chosen: "已选 {n} 项",
    needMore: "请在“{group}”中至少选择 {n} 项。",
    refuseFew: "请为“{item}”在“{group}”中至少选择 {n} 项。",
    refuseMany: "请为“{item}”在“{group}”中最多选择 {n} 项。",
  },
  ar: {
    optional: "اختياري",
    exactly: "اختر {n}",
    upTo: "اختر حتى {n}",
    atLeast: "اختر {n} على الأقل",
    range: "اختر من {min} إلى {max}",
    chosenOf: "تم اختيار {n} من {max}",
    chosen: "تم اختيار {n}",
    needMore: "يرجى اختيار {n} على الأقل من «{group}».",
    refuseFew: "يرجى اختيار {n} على الأقل من «{group}» لـ«{item}».",
    refuseMany: "يرجى اختيار {n} على الأكثر من «{group}» لـ«{item}».",
  },
};

/** The choice words in `lang` ("pt-BR" reads Portuguese), else English. */
export const choiceWords = (lang: string | null | undefined): ChoiceWords =>
  CHOICE_WORDS[wordedLanguage(lang)];

/** Every language's words, for the test that holds them complete. */
export const CHOICE_WORD_TABLE = CHOICE_WORDS;

/** The rule in plain words: "Optional", "Choose 1", "Choose up to 3", "Choose 2–4", "Choose at least 2". */
export function describeChoiceRule(rule: ChoiceRule, lang?: string | null): string {
  const words = choiceWords(lang);
  const { min, max } = rule;
  if (max === null) return min === 0 ? words.optional : fill(words.atLeast, { n: min });
  if (min === max) return fill(words.exactly, { n: min });
  if (min === 0) return fill(words.upTo, { n: max });
  return fill(words.range, { min, max });
}

/** How many are chosen, beside the group: "2 of 3 chosen", or "2 chosen" where any number may be. */
export function describeChosen(rule: ChoiceRule, chosen: number, lang?: string | null): string {
  const words = choiceWords(lang);
  return rule.max === null
    ? fill(words.chosen, { n: chosen })
    : fill(words.chosenOf, { n: chosen, max: rule.max });
}

/** The sentence refusing an order line whose group breaks its rule, in the guest's language. */
export function choiceRefusal(
  place: { item: string; group: string; rule: ChoiceRule; problem: "few" | "many" },
  lang?: string | null,
): string {
  const words = choiceWords(lang);
  const { item, group, rule, problem } = place;
  if (problem === "few") return fill(words.refuseFew, { item, group, n: rule.min });
  return fill(words.refuseMany, { item, group, n: rule.max ?? 0 });
}
