import { fill } from "../../shared/common/fill.ts";
import {
  type ChoiceRule,
  choiceRule,
  choiceWords,
  describeChoiceRule,
  describeChosen,
} from "../../shared/menus/choice-rules.ts";
import type { MenuItem } from "../../shared/menus/menu.ts";
import { readPageService, soldOutNow } from "../service-status.ts";
import { h, uniqueId } from "./dom.ts";
import { pageLang, words } from "./words.ts";

// The item dialog's groups of options, each a fieldset whose legend says its rule beside its name ("Side ·
// Choose 1") and counts what is chosen ("2 of 3 chosen"). A group of one choice is a set of radio buttons; a
// group at its maximum greys out the rest. The dialog's Add asks `firstUnmet` and points at that group.
// The rule is the same one the server holds the order to (shared/menus/choice-rules.ts).

type Money = (major: number) => string;

export interface ChoiceGroups {
  fieldsets: HTMLFieldSetElement[];
  /** Redraws counts and what may still be chosen; true when every group has its minimum. */
  refresh: () => boolean;
  /** Says what the first group short of its minimum needs, and puts the focus in it; false when none is. */
  showFirstUnmet: () => boolean;
}

interface Drawn {
  rule: ChoiceRule;
  ids: string[];
  inputs: HTMLInputElement[];
  fieldset: HTMLFieldSetElement;
  count: HTMLElement;
  problem: HTMLElement;
  name: string;
}

/**
 * `shown` is the item in the page's language (names only); the rule is read from the item as published. Groups
 * without options are left out, as the rule reads them (choiceRule: nothing to choose, nothing required).
 */
export function choiceGroups(options: {
  item: MenuItem;
  shown: MenuItem;
  chosen: Set<string>;
  money: Money;
  onChange: () => void;
}): ChoiceGroups {
  const { item, shown, chosen, money, onChange } = options;
  const lang = pageLang();
  // An option the kitchen ran out of stays in its place, disabled and marked, so the guest sees why it is gone.
  const soldOut = soldOutNow();
  const soldOutWord = readPageService()?.words.soldOut ?? "";
  const isSoldOut = (entryId: string) => soldOut.has(`${item.id}:${entryId}`);
  for (const entry of item.modifiers.flatMap((group) => group.entries))
    if (isSoldOut(entry.id)) chosen.delete(entry.id);
  const drawn: Drawn[] = [];
  for (const [index, group] of shown.modifiers.entries()) {
    if (group.entries.length === 0) continue;
    const rule = choiceRule(item.modifiers[index] ?? group);
    const name = group.name || words.options;
    const isRadio = rule.min === 1 && rule.max === 1;
    const inputName = uniqueId("group");
    const countId = uniqueId("count");
    const problemId = uniqueId("problem");
    const count = h("small", { id: countId, class: "chosen", "aria-live": "polite" });
    const problem = h("p", { id: problemId, class: "alert choice-alert", role: "alert", hidden: true });
    const inputs = group.entries.map((entry) => {
      const input = h("input", { type: isRadio ? "radio" : "checkbox", name: inputName, value: entry.id });
      input.checked = chosen.has(entry.id);
      input.addEventListener("change", () => {
        // One at most: choosing another option takes the place of the one chosen before.
        if (input.checked && rule.max === 1)
          for (const other of group.entries) if (other.id !== entry.id) chosen.delete(other.id);
        if (input.checked) chosen.add(entry.id);
        else chosen.delete(entry.id);
        onChange();
      });
      return input;
    });
    const labels = group.entries.map((entry, position) =>
      h(
        "label",
        {},
        inputs[position],
        h("span", {}, entry.name),
        h(
          "span",
          { class: "p" },
          isSoldOut(entry.id) ? soldOutWord : entry.price ? `+${money(entry.price)}` : "",
        ),
      ),
    );
    const ruleText = describeChoiceRule(rule, lang);
    const fieldset = h(
      "fieldset",
      { class: "choices", "aria-describedby": `${countId} ${problemId}` },
      h("legend", {}, name, h("small", { class: "rule" }, ` · ${ruleText}`)),
      count,
      problem,
      labels,
    );
    drawn.push({ rule, ids: group.entries.map((entry) => entry.id), inputs, fieldset, count, problem, name });
  }

  const chosenIn = (group: Drawn) => group.ids.filter((id) => chosen.has(id)).length;

  const refresh = () => {
    let isComplete = true;
    for (const group of drawn) {
      const { rule, inputs } = group;
      const number = chosenIn(group);
      // An optional group of any number needs no count: nothing to reach, nothing to stay under.
      const isFree = rule.min === 0 && rule.max === null;
      group.count.hidden = isFree;
      group.count.textContent = isFree ? "" : describeChosen(rule, number, lang);
      for (const input of inputs) {
        input.checked = chosen.has(input.value);
        // Past its maximum a group greys out what is left; a swap (one at most) stays possible.
        input.disabled =
          isSoldOut(input.value) ||
          (rule.max !== null && rule.max > 1 && number >= rule.max && !input.checked);
      }
      const isMet = number >= rule.min;
      if (isMet) group.problem.hidden = true;
      if (isMet) group.fieldset.removeAttribute("aria-invalid");
      if (!isMet) isComplete = false;
    }
    return isComplete;
  };

  const showFirstUnmet = () => {
    const group = drawn.find((candidate) => chosenIn(candidate) < candidate.rule.min);
    if (!group) return false;
    group.problem.textContent = fill(choiceWords(lang).needMore, { n: group.rule.min, group: group.name });
    group.problem.hidden = false;
    group.fieldset.setAttribute("aria-invalid", "true");
    group.fieldset.scrollIntoView?.({ block: "center" });
    group.inputs.find((input) => !input.disabled)?.focus();
    return true;
  };

  return { fieldsets: drawn.map((group) => group.fieldset), refresh, showFirstUnmet };
}
