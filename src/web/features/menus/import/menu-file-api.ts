import type { ImportDraft } from "../../../../shared/menu-import/menu-import.ts";
import { apiPath } from "../../../api/api-path.ts";
import { apiRequest } from "../../../api/client.ts";

// Import and export: the file is read on the server into a draft; nothing is saved until the
// owner creates the menu (POST /v1/menus) or adds the draft to an open one (PUT /v1/menus).

export function importMenuFile(businessId: string, file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiRequest<ImportDraft>("/menus/import", { method: "POST", form, query: { businessId } });
}

/** Asks the server to load its text recognition while the owner picks a file, so reading a photo starts sooner. */
export function warmUpImport(businessId: string) {
  return apiRequest<void>("/menus/import/warm-up", { method: "POST", query: { businessId } });
}

/** A download link: the session cookie goes with it. */
export function menuExportUrl(menuId: string, extension: "csv" | "xlsx") {
  return apiPath(`/v1/menus/${encodeURIComponent(menuId)}/export.${extension}`);
}

/** The review page; `into` adds the draft to that open menu instead of creating one. */
export function importMenuPath(bizId: string, intoMenuId?: string) {
  const path = `/app/biz/${encodeURIComponent(bizId)}/menus/import`;
  return intoMenuId ? `${path}?into=${encodeURIComponent(intoMenuId)}` : path;
}
