// The diet and allergen filter, instant. The page already works as a plain GET form; here a
// tick hides and shows the same items the server would (the shared rule), and the address follows along.
import {
  filterQuery,
  type GuestFilter,
  isAllergenNoteShown,
  isItemShown,
} from "../shared/guest-page/diet-filter.ts";

const countText = (count: number) => (count === 1 ? "1 item hidden" : `${count} items hidden`);

export function enhanceFilters() {
  const form = document.querySelector<HTMLFormElement>("form.filters");
  if (!form) return;
  const main = document.getElementById("menu");
  const status = form.querySelector<HTMLElement>(".fstat");
  const count = form.querySelector<HTMLElement>("[data-count]");
  const text = count?.dataset.text;
  const one = count?.dataset.one;
  // The guest's chosen language stays in the address and the tabs' links.
  const lang = form.querySelector<HTMLInputElement>("input[name=lang]")?.value;

  const read = (): GuestFilter => {
    const data = new FormData(form);
    return { diet: data.getAll("diet").map(String), avoid: data.getAll("avoid").map(String) };
  };

  const apply = () => {
    const filter = read();
    let hidden = 0;
    for (const section of document.querySelectorAll<HTMLElement>("main section[id^='s-']")) {
      let isEmpty = true;
      for (const item of section.querySelectorAll<HTMLElement>(".item")) {
        const icons = (item.dataset.f ?? "").split(" ");
        const isShown = isItemShown(icons, filter);
        item.hidden = !isShown;
        const note = item.querySelector<HTMLElement>(".nol");
        if (note) note.hidden = !isAllergenNoteShown(icons, filter.avoid);
        if (isShown) isEmpty = false;
        else hidden++;
      }
      section.hidden = isEmpty && section.querySelector(".item") !== null;
      const link = document.querySelector(`.sections a[href="#${section.id}"]`)?.parentElement;
      if (link) link.hidden = section.hidden;
    }
    const isOn = filter.diet.length > 0 || filter.avoid.length > 0;
    main?.classList.toggle("avoid", filter.avoid.length > 0);
    if (status) status.hidden = !isOn;
    if (count)
      count.textContent = text
        ? hidden === 1 && one
          ? one
          : text.replace("{n}", String(hidden))
        : countText(hidden);
    const query = [filterQuery(filter), lang ? `lang=${encodeURIComponent(lang)}` : ""]
      .filter(Boolean)
      .join("&");
    const url = new URL(location.href);
    url.search = query;
    history.replaceState(history.state, "", url);
    // Menu tabs keep the filter, as the server's links do.
    for (const tab of document.querySelectorAll<HTMLAnchorElement>(".tabs a")) {
      tab.search = query;
    }
  };

  form.addEventListener("change", apply);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
  form.querySelector("[data-clear]")?.addEventListener("click", (event) => {
    event.preventDefault();
    for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) box.checked = false;
    apply();
  });
}
