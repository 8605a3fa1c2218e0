import { Center, Loader } from "@mantine/core";
import { NotFoundContent } from "../../ui/not-found-page.tsx";
import { MenuEditor } from "./editor/menu-editor.tsx";
import { useRouteBusiness } from "./use-route-business.tsx";

const EMPTY_MENU = { name: "", details: "", nodes: [], changeCount: 0 };

/**
 * app/biz/{bizId}/menus/new: the editor on an empty menu. Its first edit creates the menu (an empty name lets
 * the server call it "Menu {n}") and the address becomes the menu's own; merely opening the page creates nothing.
 */
export function NewMenuPage() {
  const routeBusiness = useRouteBusiness();
  if (routeBusiness === "unknown") return <NotFoundContent />;
  if (routeBusiness === "switching") {
    return (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  return <MenuEditor menu={null} initialState={EMPTY_MENU} />;
}
