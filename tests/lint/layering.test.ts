import { describe, expect, it } from "vitest";
import { lintTree as lint } from "./lint-tree.ts";

// `npm run lint` refuses a dashboard file that imports the server, a dashboard feature that imports another one,
// a lower layer (api ← ui ← widgets ← shell ← features) that imports a higher one, the Stripe account code that imports
// ordering, and an import cycle: the layers then stay what ARCHITECTURE.md "Layers" describes. Each
// case plants files in a temporary tree checked with the project's own biome.json, once clean and once with the
// violation, so the rule is seen both passing and failing.

const BASE = {
  "src/shared/menus/menu.ts": "export const MENU_LIMIT = 1;\n",
  "src/server/features/menus/menus.service.ts": "export const SERVER_ONLY = 1;\n",
  "src/web/api/menus.ts":
    'import { MENU_LIMIT } from "../../shared/menu.ts";\n\nexport const fetchMenus = () => MENU_LIMIT;\n',
  "src/web/ui/empty-state.tsx":
    'import { fetchMenus } from "../api/menus.ts";\n\nexport const EmptyState = () => fetchMenus();\n',
  "src/web/widgets/share/share-modal.tsx":
    'import { EmptyState } from "../../ui/empty-state.tsx";\n\nexport const ShareModal = () => EmptyState();\n',
  "src/web/widgets/publish/publish-flow.tsx": [
    'import { fetchMenus } from "../../api/menus.ts";',
    'import { ShareModal } from "../share/share-modal.tsx";',
    "",
    "export const usePublishFlow = () => [fetchMenus(), ShareModal()];",
    "",
  ].join("\n"),
  "src/web/shell/dashboard-context.tsx":
    'import { usePublishFlow } from "../widgets/publish/publish-flow.tsx";\n\nexport const useDashboard = () => usePublishFlow();\n',
  "src/web/features/images/images-api.ts": "export const fetchImages = () => 1;\n",
  "src/web/features/menus/menu-page.tsx": [
    'import { MENU_LIMIT } from "../../../shared/menu.ts";',
    'import { fetchMenus } from "../../api/menus.ts";',
    'import { useDashboard } from "../../shell/dashboard-context.tsx";',
    'import { EmptyState } from "../../ui/empty-state.tsx";',
    'import { ShareModal } from "../../widgets/share/share-modal.tsx";',
    'import { editorTitle } from "./editor/menu-editor.tsx";',
    "",
    "export const MenuPage = () => [MENU_LIMIT, fetchMenus(), useDashboard(), EmptyState(), ShareModal(), editorTitle];",
    "",
  ].join("\n"),
  "src/web/features/menus/editor/menu-editor.tsx": [
    'import { fetchMenus } from "../../../api/menus.ts";',
    "",
    "export const editorTitle = fetchMenus();",
    "",
  ].join("\n"),
};

describe("the layering rules of npm run lint", () => {
  it("accept imports that go through shared, api, ui, widgets and shell, between widgets, and within a feature", () => {
    const result = lint(BASE);
    expect(result.output).not.toMatch(/noRestrictedImports|noImportCycles/);
    expect(result.isOk).toBe(true);
  });

  it("refuse a dashboard file that imports the server", () => {
    const result = lint({
      ...BASE,
      "src/web/features/menus/menu-limit.ts":
        'import { SERVER_ONLY } from "../../../server/features/menus/menus.service.ts";\n\nexport const limit = SERVER_ONLY;\n',
    });
    expect(result.isOk).toBe(false);
    expect(result.output).toContain("The dashboard never imports the server");
  });

  it("refuse a feature that imports another feature, from its folder or a sub-folder", () => {
    for (const [path, specifier] of [
      ["src/web/features/menus/photos.ts", "../images/images-api.ts"],
      ["src/web/features/menus/editor/photos.ts", "../../images/images-api.ts"],
    ]) {
      const result = lint({
        ...BASE,
        [path as string]: `import { fetchImages } from "${specifier}";\n\nexport const photos = fetchImages();\n`,
      });
      expect(result.isOk, path).toBe(false);
      expect(result.output).toContain("A dashboard feature never imports another one");
    }
  });

  it("refuse a lower layer that imports a higher one", () => {
    const result = lint({
      ...BASE,
      "src/web/ui/menu-count.ts":
        'import { useDashboard } from "../shell/dashboard-context.tsx";\n\nexport const count = useDashboard();\n',
    });
    expect(result.isOk).toBe(false);
    expect(result.output).toContain("src/web/ui sits below widgets, shell, features");
  });

  it("refuse a widget that imports the shell or a feature, and ui that imports a widget", () => {
    for (const [path, specifier, message] of [
      [
        "src/web/widgets/share/share-title.ts",
        "../../shell/dashboard-context.tsx",
        "src/web/widgets sits below shell, features",
      ],
      [
        "src/web/widgets/share/share-title.ts",
        "../../features/images/images-api.ts",
        "src/web/widgets sits below shell, features",
      ],
      [
        "src/web/ui/share-title.ts",
        "../widgets/share/share-modal.tsx",
        "src/web/ui sits below widgets, shell, features",
      ],
    ] as const) {
      const result = lint({
        ...BASE,
        [path]: `import * as above from "${specifier}";\n\nexport const title = above;\n`,
      });
      expect(result.isOk, `${path} importing ${specifier}`).toBe(false);
      expect(result.output).toContain(message);
    }
  });

  it("refuse the Stripe account code importing ordering, which sits above it", () => {
    const files = {
      ...BASE,
      "src/server/features/ordering/orders.service.ts": "export const ORDER_LIMIT = 1;\n",
      "src/server/features/payments/accounts.service.ts": "export const ACCOUNT = 1;\n",
    };
    const clean = lint(files);
    expect(clean.output).not.toMatch(/noRestrictedImports/);
    expect(clean.isOk).toBe(true);
    const result = lint({
      ...files,
      "src/server/features/payments/accounts.service.ts":
        'import { ORDER_LIMIT } from "../ordering/orders.service.ts";\n\nexport const ACCOUNT = ORDER_LIMIT;\n',
    });
    expect(result.isOk).toBe(false);
    expect(result.output).toContain("The Stripe account code stays below ordering");
  });

  it("refuse an import cycle", () => {
    const result = lint({
      ...BASE,
      "src/web/api/menus.ts":
        'import { fetchItems } from "./items.ts";\n\nexport const fetchMenus = () => fetchItems();\n',
      "src/web/api/items.ts":
        'import { fetchMenus } from "./menus.ts";\n\nexport const fetchItems = () => fetchMenus;\n',
    });
    expect(result.isOk).toBe(false);
    expect(result.output).toContain("noImportCycles");
  });
});
