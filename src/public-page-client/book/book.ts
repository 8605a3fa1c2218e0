import { clockTime } from "../../shared/hours/business-clock.ts";

// The booking form without reloads: a change of party or day fetches that day's times and redraws them, where
// the page alone would need "Show times" and a new page. Everything else (the choice, the details, booking) is
// the page's own form, which works as well without this script.

interface BookingTime {
  time: string;
  available: boolean;
}

const pick = document.querySelector<HTMLFormElement>("[data-pick]");
const book = document.querySelector<HTMLFormElement>("[data-book]");
const slots = book?.querySelector<HTMLElement>("[data-slots]");

if (pick && book && slots) {
  const lang = document.documentElement.lang || "en";
  const use24 = book.dataset.h24 === "1";
  pick.querySelector("[data-show]")?.setAttribute("hidden", "");
  let asked = 0;

  const field = (form: HTMLFormElement, name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

  const message = (text: string) => {
    const line = document.createElement("p");
    line.className = "none";
    line.textContent = text;
    slots.replaceChildren(line);
    slots.removeAttribute("aria-busy");
  };

  /** The times as the page draws them: a radio each, greyed without room, the guest's choice kept. */
  const draw = (times: BookingTime[], chosen: string | null) => {
    if (times.length === 0) return message(book.dataset.closedText ?? "");
    if (!times.some((entry) => entry.available)) return message(book.dataset.noneText ?? "");
    const grid = document.createElement("div");
    grid.className = "slots";
    for (const entry of times) {
      const label = document.createElement("label");
      label.className = "slot";
      const input = document.createElement("input");
      Object.assign(input, { type: "radio", name: "time", value: entry.time, required: true });
      input.disabled = !entry.available;
      input.checked = entry.available && entry.time === chosen;
      const text = document.createElement("span");
      // The time is written on the restaurant's clock already: its wall-clock part is what the guest reads.
      const [hours = 0, minutes = 0] = entry.time.slice(11, 16).split(":").map(Number);
      text.textContent = clockTime(hours * 60 + minutes, { lang, use24HourFormat: use24 });
      label.append(input, text);
      grid.append(label);
    }
    slots.replaceChildren(grid);
    slots.removeAttribute("aria-busy");
  };

  const refresh = async () => {
    const party = field(pick, "party")?.value ?? "";
    const date = field(pick, "date")?.value ?? "";
    if (!date) return;
    const partyField = book.querySelector<HTMLInputElement>("[data-party]");
    const dateField = book.querySelector<HTMLInputElement>("[data-date]");
    if (partyField) partyField.value = party;
    if (dateField) dateField.value = date;
    const chosen = (field(book, "time") as HTMLInputElement | null)?.value ?? null;
    const turn = ++asked;
    // The times shown are the last day's until the new ones arrive: none can be chosen meanwhile.
    slots.setAttribute("aria-busy", "true");
    for (const input of slots.querySelectorAll("input")) input.disabled = true;
    const query = new URLSearchParams({ date, party, lang });
    try {
      const answer = await fetch(`${book.dataset.times}?${query}`);
      const body = (await answer.json()) as BookingTime[] | { message?: string };
      if (turn !== asked) return; // a later change is on its way
      if (!answer.ok || !Array.isArray(body)) return message((body as { message?: string }).message ?? "");
      draw(body, chosen);
    } catch {
      // Offline for a moment: "Show times" does it the page's way.
      pick.querySelector("[data-show]")?.removeAttribute("hidden");
      slots.removeAttribute("aria-busy");
    }
  };

  pick.addEventListener("change", () => void refresh());
  pick.addEventListener("submit", (event) => {
    event.preventDefault();
    void refresh();
  });
}
