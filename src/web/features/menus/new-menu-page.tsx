import { MenuEditor } from "./editor/menu-editor.tsx";
import { RouteBusinessGate } from "./use-route-business.tsx";

const EMPTY_MENU = { name: "", details: "", nodes: [], schedule: null, translations: {}, changeCount: 0 };

/**
 * app/biz/{bizId}/menus/new: the editor on an empty menu. Its first edit creates the menu (an empty name lets
 * the server call it "Menu {n}") and the address becomes the menu's own; merely opening the page creates nothing.
 */
export function NewMenuPage() {
  return (
    <RouteBusinessGate>
      <MenuEditor menu={null} initialState={EMPTY_MENU} />
    </RouteBusinessGate>
  );
}
