import type { Dashboard } from "../../../../shared/members/members.ts";
import { createGroup, createItem } from "../../../../shared/menus/menu-tree.ts";
import type { Menu, UpdateMenu } from "../../../../shared/menus/menus.ts";
import { answerApiCalls, renderInDashboard, testDashboard } from "../../../test-utils.tsx";
import { stateFromMenu } from "./editor-state.ts";
import { MenuEditor } from "./menu-editor.tsx";

// The whole menu editor for a component test, with one group of one item: only the network is stood in for, each
// autosave answered as the server would, with the next version; other calls answer `answer`.

type Answer = NonNullable<Parameters<typeof answerApiCalls>[0]>;

/** A menu "Dinner" whose one group `group` holds one item `item` at 9.50. */
export function testMenu(group: string, item: string): Menu {
  return {
    id: "menu-1",
    name: "Dinner",
    details: "",
    active: true,
    removed: false,
    sequence: 0,
    businessId: "business-1",
    version: 1,
    schedule: null,
    translations: {},
    nodes: [createGroup({ name: group, nodes: [createItem({ name: item, prices: [9.5] })] })],
  };
}

/** Draws the editor on `menu`; `saves` collects what each autosave sent, `restore` gives fetch back. */
export function drawTestEditor(
  menu: Menu,
  { dashboard = testDashboard(), answer = () => ({}) }: { dashboard?: Dashboard; answer?: Answer } = {},
) {
  const saves: UpdateMenu[] = [];
  const network = answerApiCalls((call) => {
    if (call.method === "PUT" && call.path === "/v1/menus") {
      const update = call.body as UpdateMenu;
      saves.push(update);
      return { ...menu, ...update, version: update.version + 1 };
    }
    return answer(call);
  });
  const view = renderInDashboard(<MenuEditor menu={menu} initialState={stateFromMenu(menu)} />, {
    dashboard,
  });
  /** The first group's first item as the last save sent it. */
  const savedItem = <Item,>() => (saves.at(-1)?.nodes as { nodes: Item[] }[] | undefined)?.[0]?.nodes[0];
  return { ...view, saves, savedItem, network, restore: network.restore };
}
