import { fill } from "../../shared/common/fill.ts";
import { type Currency, formatMoney } from "../../shared/common/money.ts";
import { indexMenus, type PricingCatalog } from "../../shared/ordering/order-pricing.ts";
import type { OrderingOptions } from "../../shared/ordering/orders.ts";
import type { SnapshotMenu } from "../../shared/publishing/public-page.ts";
import {
  pausedNow,
  readPageService,
  refreshServiceStatus,
  SERVICE_EVENT,
  soldOutNow,
} from "../service-status.ts";
import { callApi } from "./api.ts";
import { cartLineView, type LineChanges, lineFocusKey, lineName } from "./cart-lines.ts";
import {
  cartCount,
  cartSubtotal,
  checkLine,
  type LineCheck,
  loadCart,
  type SavedLine,
  saveCart,
  takeCartNotice,
} from "./cart-store.ts";
import { openCheckout } from "./checkout.ts";
import { h, replaceChildren } from "./dom.ts";
import { announce, focusKeyOf, type RedrawFocus, redraw as redrawKeepingFocus } from "./focus.ts";
import { countFunnelStep } from "./funnel.ts";
import { openItemDialog } from "./item-dialog.ts";
import stylesheet from "./order.css?url";
import { openSheet, type Sheet } from "./sheet.ts";
import { loadWords, words } from "./words.ts";

// The guest's cart on the menu page, loaded on the first Add (guest.ts). The sticky bar shows
// the count and total; it opens the cart, where lines are changed or removed and checked against the
// published menu before checkout.

export interface OrderingPage {
  businessId: string;
  /** "/m/{address}": where the confirmation page lives. */
  base: string;
  /** The table from a table's QR code (?table=N), if the guest came that way. */
  table: string | null;
}

interface Loaded {
  catalog: PricingCatalog;
  options: OrderingOptions;
  currency: Currency;
}

let page: OrderingPage;
let lines: SavedLine[] = [];
let loading: Promise<Loaded> | null = null;
let loaded: Loaded | null = null;
let loadedAt = 0;
/** What changed since the order the guest is ordering again (cart-store.ts): shown in the cart until it closes. */
let notice: string[] | null = null;
const bar = h("div", { class: "cartbar", hidden: true });
/** Draws the open cart again, while its lines (not the checkout) are on screen; null otherwise. */
let redrawOpenCart: (() => void) | null = null;

function load(): Promise<Loaded> {
  loading ??= Promise.all([
    callApi<SnapshotMenu[]>("GET", `/v1/public/menus?businessId=${encodeURIComponent(page.businessId)}`),
    callApi<OrderingOptions>("GET", `/v1/public/businesses/${encodeURIComponent(page.businessId)}/ordering`),
    // The pause and sold-out items, drawn on the page as they are read; the cart reads them from there.
    refreshServiceStatus(page.businessId),
  ]).then(
    ([menus, options]) => {
      loaded = {
        catalog: indexMenus(menus),
        options,
        currency: { code: options.currencyCode, symbol: options.currency },
      };
      loadedAt = Date.now();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A line the kitchen ran out of (the item or one of its options): it cannot be ordered, so it is not counted. */
function isLineSoldOut(line: SavedLine, sold = soldOutNow()) {
  return sold.has(line.itemId) || line.modifiers.some((option) => sold.has(`${line.itemId}:${option.id}`));
}

/** What the lines that can still be ordered come to: a sold-out line stays in the cart until removed, unpriced. */
function orderableSubtotal(currency: Currency) {
  const sold = soldOutNow();
  return cartSubtotal(
    lines.filter((line) => !isLineSoldOut(line, sold)),
    currency,
  );
}

/** The cart's count and amount as a screen reader says them: "2 items, $14.00". */
function cartSummary(): string {
  const count = cartCount(lines);
  if (count === 0) return words.cartEmpty;
  const items = count === 1 ? words.itemsOne : fill(words.itemsMany, { n: count });
  return loaded ? `${items}, ${formatMoney(orderableSubtotal(loaded.currency), loaded.currency)}` : items;
}

/** Changes the cart; `said` (a line removed) is told to screen readers before the new count and amount. */
function setLines(next: SavedLine[], said?: string) {
  const before = cartSummary();
  if (lines.length === 0 && next.length > 0) countFunnelStep(page.businessId, "cart");
  lines = next;
  saveCart(page.businessId, lines);
  drawBar();
  const after = cartSummary();
  if (said || after !== before) announce(said ? `${said}. ${after}` : after);
}

function drawBar() {
  const count = cartCount(lines);
  bar.hidden = count === 0;
  document.body.classList.toggle("has-cart", count > 0);
  if (count === 0) return;
  const total = loaded ? formatMoney(orderableSubtotal(loaded.currency), loaded.currency) : "";
  replaceChildren(
    bar,
    h(
      "button",
      { type: "button", class: "cartbtn", onclick: () => void openCart() },
      h(
        "span",
        { class: "count", "aria-label": count === 1 ? words.itemsOne : fill(words.itemsMany, { n: count }) },
        count,
      ),
      h("span", {}, words.viewOrder),
      h("span", { class: "total" }, total),
    ),
  );
}

/** Shows the bar for a cart kept from an earlier visit, once the guest's words are here. */
export async function start(options: OrderingPage) {
  page = options;
  // The cart's own stylesheet, loaded with its script (the menu's first read carries none of it).
  document.head.append(h("link", { rel: "stylesheet", href: stylesheet }));
  await loadWords();
  lines = loadCart(page.businessId);
  // The page's own polite region, there before anything is said in it (focus.ts announce).
  document.body.append(bar, h("p", { class: "live-status sr-only", role: "status", "aria-live": "polite" }));
  drawBar();
  // A pause, a resume or a sold-out item pushed to the page while the cart is open: its lines, its notice and
  // its Checkout button follow at once, where the guest is looking.
  document.addEventListener(SERVICE_EVENT, () => redrawOpenCart?.());
  notice = takeCartNotice(page.businessId);
  if (notice && lines.length > 0) void openCart();
  else if (lines.length > 0) void load().then(drawBar, () => {});
}

function loadingSheet(label: string): Sheet {
  const sheet = openSheet(label);
  sheet.body.append(h("p", { class: "muted center", role: "status" }, words.loading));
  return sheet;
}

function showProblem(sheet: Sheet, message: string, retry: () => void) {
  replaceChildren(
    sheet.body,
    h("p", { class: "alert", role: "alert" }, message),
    h(
      "button",
      {
        type: "button",
        class: "primary wide",
        onclick: () => {
          sheet.close();
          retry();
        },
      },
      words.tryAgain,
    ),
  );
}

/** An order now would be taken, or one for later can be placed. */
const canOrderNowOrAhead = (options: OrderingOptions) => options.isOpen || options.inAdvance;

/** How long the ordering options read at an Add hold: the owner may close meanwhile. */
const OPTIONS_FRESH_MS = 30_000;

/** The Add button of an item: its choices, then into the cart. */
export async function openItem(itemId: string, menuId: string) {
  if (loaded && Date.now() - loadedAt > OPTIONS_FRESH_MS) {
    loading = null;
    loaded = null;
  }
  let data = loaded;
  let waiting: Sheet | null = null;
  if (!data) {
    waiting = loadingSheet(words.loadingLabel);
    try {
      data = await load();
    } catch (error) {
      showProblem(waiting, (error as Error).message, () => void openItem(itemId, menuId));
      return;
    }
    waiting.close();
  }
  // Closed, with no ordering ahead (the owner closed after the page loaded): said where the guest tapped,
  // before any choices, rather than at the last step of the checkout.
  if (!canOrderNowOrAhead(data.options)) {
    const sheet = openSheet(words.yourOrder);
    sheet.body.append(h("p", { class: "alert", role: "alert" }, words.closed));
    return;
  }
  const paused = pausedNow();
  const soldOut = soldOutNow().has(itemId);
  if (paused || soldOut) {
    const sheet = openSheet(words.yourOrder);
    sheet.body.append(
      h("p", { class: "alert", role: "alert" }, paused ?? readPageService()?.words.soldOut ?? ""),
    );
    return;
  }
  const item = data.catalog.get(menuId)?.get(itemId);
  if (!item) {
    const sheet = openSheet(words.notAvailable);
    sheet.body.append(h("p", { class: "alert", role: "alert" }, words.itemGone));
    return;
  }
  openItemDialog({
    item,
    menuId,
    currency: data.currency,
    onDone: (line) => {
      // The same choices again make one line with a larger quantity.
      const same = lines.find(
        (other) =>
          other.menuId === line.menuId &&
          other.itemId === line.itemId &&
          other.size === line.size &&
          other.note === line.note &&
          other.modifiers.map((option) => option.id).join() ===
            line.modifiers.map((option) => option.id).join(),
      );
      if (same)
        setLines(
          lines.map((other) =>
            other === same ? { ...other, quantity: Math.min(99, other.quantity + line.quantity) } : other,
          ),
        );
      else setLines([...lines, line]);
      bar.classList.remove("bump");
      void bar.offsetWidth;
      bar.classList.add("bump");
    },
  });
}

/** The cart: lines checked against the published menu as it is now. */
export async function openCart() {
  const sheet = loadingSheet(words.yourOrder);
  sheet.dialog.addEventListener("close", () => {
    notice = null;
    redrawOpenCart = null;
  });
  // Read again each time the cart opens: the owner may have published a change since the page loaded.
  loading = null;
  let data: Loaded;
  try {
    data = await load();
  } catch (error) {
    showProblem(sheet, (error as Error).message, () => void openCart());
    return;
  }
  // The bar shows the amount at the prices just read, whichever read of the menu answered first; its text only,
  // so the button the sheet gives focus back to stays the same element.
  const barTotal = bar.querySelector(".total");
  if (barTotal) barTotal.textContent = formatMoney(orderableSubtotal(data.currency), data.currency);
  drawCart(sheet, data);
}

/** What stops the checkout, said above the lines where the guest looks first; null when the guest may go on. */
function cartBlocker(
  options: OrderingOptions,
  lineStates: { unresolved: boolean; soldOut: boolean },
  subtotal: number,
  currency: Currency,
) {
  const money = (minor: number) => formatMoney(minor, currency);
  if (options.isPaused) return words.paused;
  if (!options.isTakingOrders) return words.notTaking;
  const paused = pausedNow();
  if (paused) return paused;
  if (!canOrderNowOrAhead(options)) return words.closed;
  if (lineStates.soldOut) return readPageService()?.words.removeSoldOut ?? words.confirmChanged;
  if (lineStates.unresolved) return words.confirmChanged;
  if (subtotal < options.minTotal)
    return fill(words.minimum, {
      minimum: money(options.minTotal),
      more: money(options.minTotal - subtotal),
    });
  return null;
}

/**
 * Where focus goes when a line leaves the cart: the same control on the next line, else on the line before
 * (the cart's heading after the last one).
 */
function neighborFocus(key: string): RedrawFocus {
  const focused = focusKeyOf(document.activeElement) ?? "";
  const control = focused.slice(focused.lastIndexOf(":") + 1);
  const index = lines.findIndex((line) => line.key === key);
  const neighbors = [lines[index + 1], lines[index - 1]].filter((line) => line !== undefined);
  return { fallback: neighbors.map((line) => lineFocusKey(line.key, control)) };
}

/** How a line of the open cart changes the cart, then draws it again. */
const lineChanges = (key: string, name: string, redraw: (focus?: RedrawFocus) => void): LineChanges => ({
  setQuantity: (quantity) => {
    if (quantity > 0) {
      setLines(lines.map((other) => (other.key === key ? { ...other, quantity } : other)));
      redraw();
      return;
    }
    const focus = neighborFocus(key);
    setLines(
      lines.filter((other) => other.key !== key),
      fill(words.removedLine, { name }),
    );
    redraw(focus);
  },
  replace: (line) => {
    setLines(lines.map((other) => (other.key === key ? line : other)));
    redraw();
  },
});

function drawEmptyCart(sheet: Sheet) {
  redrawKeepingFocus(sheet.body, [
    h("h2", {}, words.yourOrder),
    h("p", { class: "muted" }, words.cartEmpty),
    h("button", { type: "button", class: "primary wide", onclick: () => sheet.close() }, words.backToMenu),
  ]);
}

function drawCart(sheet: Sheet, data: Loaded, focus?: RedrawFocus) {
  const { currency, options } = data;
  const redraw = (next?: RedrawFocus) => drawCart(sheet, data, next);
  redrawOpenCart = sheet.dialog.open ? () => redraw() : null;
  if (lines.length === 0) {
    drawEmptyCart(sheet);
    return;
  }
  const sold = soldOutNow();
  const isSoldOut = (line: SavedLine) => isLineSoldOut(line, sold);
  const checks = new Map<string, LineCheck>(
    lines.map((line) => [
      line.key,
      isSoldOut(line) ? { state: "soldout" } : checkLine(line, data.catalog, currency, words),
    ]),
  );
  const list = h(
    "ul",
    { class: "lines" },
    lines.map((line) =>
      cartLineView(
        line,
        checks.get(line.key) ?? { state: "ok" },
        data,
        lineChanges(line.key, lineName(line, data.catalog), redraw),
      ),
    ),
  );
  const subtotal = orderableSubtotal(currency);
  const states = [...checks.values()];
  const blocker = cartBlocker(
    options,
    {
      unresolved: states.some((check) => check.state !== "ok"),
      soldOut: states.some((check) => check.state === "soldout"),
    },
    subtotal,
    currency,
  );
  const checkout = async () => {
    // The kitchen may have paused or run out since the cart opened: asked once more before the checkout.
    await refreshServiceStatus(page.businessId);
    if (pausedNow() || lines.some(isSoldOut)) {
      redraw();
      return;
    }
    redrawOpenCart = null;
    openCheckout({
      sheet,
      page,
      lines,
      options,
      currency,
      catalog: data.catalog,
      onBack: redraw,
      onItemsChanged: () => void reopen(sheet),
      onPlaced: () => setLines([]),
    });
  };
  redrawKeepingFocus(
    sheet.body,
    [
      h("h2", {}, words.yourOrder),
      notice && notice.length > 0
        ? h(
            "div",
            { class: "alert", role: "status" },
            h("b", {}, words.changesTitle),
            h(
              "ul",
              {},
              notice.map((change) => h("li", {}, change)),
            ),
          )
        : null,
      // Above the lines, where the guest looks first: a long cart would push it below the fold.
      blocker ? h("p", { class: "alert", role: "alert" }, blocker) : null,
      page.table && options.types.includes("TABLE")
        ? h("p", { class: "muted" }, fill(words.table, { table: page.table }))
        : null,
      list,
      h("div", { class: "sum" }, h("span", {}, words.subtotal), h("b", {}, formatMoney(subtotal, currency))),
      h("p", { class: "muted small" }, words.taxesLater),
      h(
        "div",
        { class: "sticky-foot" },
        h(
          "button",
          {
            type: "button",
            class: "primary wide",
            "data-focus": "checkout",
            disabled: blocker !== null,
            onclick: () => void checkout(),
          },
          words.checkout,
        ),
        h("button", { type: "button", class: "ghost wide", onclick: () => sheet.close() }, words.addMore),
      ),
    ],
    focus,
  );
}

/** After the server refused an item: read the menu again and show what changed. */
async function reopen(sheet: Sheet) {
  loading = null;
  try {
    drawCart(sheet, await load());
  } catch (error) {
    showProblem(sheet, (error as Error).message, () => void openCart());
  }
}
