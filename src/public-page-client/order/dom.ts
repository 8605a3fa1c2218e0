// A few lines instead of a framework: the cart's elements are built from plain calls (no innerHTML, so an
// owner's text is always text).

type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === "function") element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, "");
    else element.setAttribute(name, String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: (Child | Child[])[]) {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
}

export function replaceChildren(parent: Element, ...children: (Child | Child[])[]) {
  parent.textContent = "";
  append(parent, children);
}

let uniqueCount = 0;
/** Ids for labels and descriptions, unique within the page. */
export const uniqueId = (prefix: string) => `${prefix}-${++uniqueCount}`;

/**
 * Goes to the confirmation or the pay page. Those refuse every frame (they carry the order's tracking key), so
 * when the menu is shown inside the owner's own website the guest goes there in the whole window: the guest has
 * clicked in this frame, which lets it navigate the top one. Should the browser still refuse, a new tab.
 */
export function goToOrderPage(url: string) {
  if (window.top === window.self) {
    location.assign(url);
    return;
  }
  try {
    (window.top as Window).location.href = new URL(url, location.href).href;
  } catch {
    if (!window.open(url, "_blank")) location.assign(url);
  }
}
