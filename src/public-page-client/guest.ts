// The guest page's only script: progressive enhancement of a page that is complete without it, so a guest on a
// slow phone or without scripts still reads the menu. No framework; it must stay a few kilobytes.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../shared/auth/session-cookie.ts";
import { MENU_BAR_SCROLL_STEP_PX } from "../shared/common/constants.ts";
import { dayName } from "../shared/common/day-names.ts";
import { describeStatus, type HoursMap, openStatus, type StatusWords } from "../shared/hours/hours.ts";
import { underContext } from "./context-path.ts";
import { enhanceFilters } from "./diet-filters.ts";
import { followServiceStatus } from "./service-status.ts";

const body = document.body;
document.documentElement.classList.add("js");

/** Without a menu id, the URL hash names a menu by its name without non-alphanumerics. */
function followHash() {
  const hash = decodeURIComponent(location.hash.slice(1))
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase();
  if (!hash || !body.dataset.menus || location.pathname.includes("/menus/")) return;
  const menus = JSON.parse(body.dataset.menus) as [string, string][];
  const match = menus.find(([, name]) => name.replace(/[^A-Za-z0-9]/g, "").toLowerCase() === hash);
  if (match && match[0] !== body.dataset.menu) location.replace(`${body.dataset.base}/menus/${match[0]}`);
}

function openDialog(content: Node, label: string) {
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-label", label);
  const close = document.createElement("button");
  close.className = "close";
  close.type = "button";
  close.setAttribute("aria-label", "Close");
  close.textContent = "×";
  close.addEventListener("click", () => dialog.close());
  dialog.append(close, content);
  dialog.addEventListener("close", () => dialog.remove());
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  body.append(dialog);
  dialog.showModal();
}

/** The hours modal: the same table the no-script page shows in a disclosure. */
function enhanceHours() {
  const details = document.getElementById("hours") as HTMLDetailsElement | null;
  const summary = details?.querySelector("summary");
  const table = details?.querySelector("table");
  if (!details || !summary || !table) return;
  summary.addEventListener("click", (event) => {
    event.preventDefault();
    const wrapper = document.createElement("div");
    const heading = document.createElement("h2");
    // The table's caption is in the page's language.
    const title = table.caption?.textContent || "Opening hours";
    heading.textContent = title;
    wrapper.append(heading, table.cloneNode(true));
    openDialog(wrapper, title);
  });
}

/** The item details modal; the no-script page shows the same options in a disclosure. */
function enhanceItems() {
  document.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    if (target.closest("a, button, summary, dialog")) return;
    const item = target.closest<HTMLElement>(".item[data-more]");
    if (!item) return;
    const copy = item.cloneNode(true) as HTMLElement;
    copy.removeAttribute("id");
    for (const details of copy.querySelectorAll("details")) details.open = true;
    openDialog(copy, item.querySelector("h3")?.textContent ?? "Item");
  });
}

/** Sticky section bar: arrows scroll it by MENU_BAR_SCROLL_STEP_PX, and the section in view is marked. */
function enhanceSections() {
  const list = document.querySelector<HTMLElement>(".sections");
  const nav = list?.parentElement;
  if (!list || !nav) return;
  const arrow = (label: string, text: string, step: number) => {
    const button = document.createElement("button");
    button.type = "button";
    button.setAttribute("aria-label", label);
    button.textContent = text;
    button.addEventListener("click", () => list.scrollBy({ left: step, behavior: "smooth" }));
    return button;
  };
  // Labels in the page's language, carried by the nav; English for a page rendered before they were.
  nav.prepend(arrow(nav.dataset.left || "Scroll sections left", "‹", -MENU_BAR_SCROLL_STEP_PX));
  nav.append(arrow(nav.dataset.right || "Scroll sections right", "›", MENU_BAR_SCROLL_STEP_PX));
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of list.querySelectorAll<HTMLAnchorElement>("a")) links.set(link.hash.slice(1), link);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const link of links.values()) link.classList.remove("on");
        const link = links.get(entry.target.id);
        link?.classList.add("on");
        link?.scrollIntoView({ block: "nearest", inline: "nearest" });
      }
    },
    { rootMargin: "-110px 0px -70% 0px" },
  );
  for (const id of links.keys()) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
}

/** Keeps "Open until …" true while the page stays open. */
function liveStatus() {
  const element = document.querySelector<HTMLElement>("[data-status]");
  // Closed by the owner until they open again: the hours do not reopen it.
  if (!element?.dataset.hours || element.hasAttribute("data-closed")) return;
  const hours = JSON.parse(element.dataset.hours) as HoursMap;
  const zone = { timeZone: element.dataset.tz || null, offsetMinutes: Number(element.dataset.offset) || 0 };
  const use24 = element.hasAttribute("data-h24");
  // A page in another language brings the line's words; days are named through Intl.
  const words = element.dataset.words ? (JSON.parse(element.dataset.words) as StatusWords) : undefined;
  const lang = document.documentElement.lang;
  const update = () => {
    const now = new Date();
    const status = openStatus(hours, now, zone);
    element.textContent = words
      ? describeStatus(status, use24, words, (day) => dayName(day, lang))
      : describeStatus(status, use24);
    element.parentElement?.querySelector(".dot")?.classList.toggle("on", status.open);
  };
  setInterval(update, 30_000);
}

/** The view count, sent after load and off the critical path; the owner's own views are not counted. */
function countView() {
  const id = body.dataset.business;
  if (!id) return;
  const preview = new URLSearchParams(location.search).get("preview") === "true";
  // The owner signed in on this browser is known by the dashboard's HttpOnly cookie, sent with the call; the
  // header lets the server read it (src/shared/auth/session-cookie.ts).
  const send = () =>
    fetch(
      underContext(
        `/v1/public/businesses/${encodeURIComponent(id)}/viewCount${preview ? "?preview=true" : ""}`,
      ),
      {
        method: "POST",
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        keepalive: true,
      },
    ).catch(() => {});
  if ("requestIdleCallback" in window) requestIdleCallback(send);
  else setTimeout(send, 1000);
}

const CART_PREFIX = "menu-builder.cart.";
const TABLE_PREFIX = "menu-builder.table.";

/**
 * The cart's code (a chunk of its own) loads on the first Add, or at once when a cart was
 * kept from an earlier visit. A table's QR code opens the page with ?table=N: kept for the visit, so moving
 * between menus keeps the table.
 */
function enhanceOrdering() {
  const businessId = body.dataset.business;
  if (!body.hasAttribute("data-ordering") || !businessId) return;
  let table: string | null = null;
  try {
    const fromLink = new URLSearchParams(location.search).get("table")?.trim().slice(0, 20);
    if (fromLink) sessionStorage.setItem(TABLE_PREFIX + businessId, fromLink);
    table = sessionStorage.getItem(TABLE_PREFIX + businessId);
  } catch {
    // storage off: the table holds for this page only
  }
  const cartSource = body.dataset.cart;
  if (!cartSource) return;
  const source: string = cartSource;
  let app: ReturnType<typeof loadCart> | null = null;
  function loadCart() {
    // Built apart (vite.guest-order.config.ts); typed from its source.
    const loading = import(/* @vite-ignore */ source) as Promise<typeof import("./order/cart-app.ts")>;
    return loading.then((cart) =>
      cart.start({ businessId: businessId as string, base: body.dataset.base ?? "", table }).then(() => cart),
    );
  }
  const cart = () => {
    app ??= loadCart();
    return app;
  };
  document.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-add]");
    const itemId = button?.dataset.add;
    if (!button || !itemId) return;
    // The item details dialog holds a copy of the button: the menu is found from the item on the page.
    button.closest("dialog")?.close();
    const menuId = document.getElementById(`i-${itemId}`)?.closest<HTMLElement>("[data-m]")?.dataset.m;
    if (menuId) void cart().then((loaded) => loaded.openItem(itemId, menuId));
  });
  let hasCart = false;
  try {
    hasCart = localStorage.getItem(CART_PREFIX + businessId) !== null;
  } catch {
    // no storage, no kept cart
  }
  if (hasCart) void cart();
  followServiceStatus(businessId);
}

/** Printing shows every disclosure open. */
function printOpen() {
  addEventListener("beforeprint", () => {
    for (const details of document.querySelectorAll("details")) details.open = true;
  });
}

followHash();
enhanceHours();
enhanceItems();
enhanceSections();
liveStatus();
countView();
printOpen();
enhanceFilters();
enhanceOrdering();
