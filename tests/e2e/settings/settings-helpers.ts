import type { APIRequestContext, Page } from "@playwright/test";
import type { Business } from "../../../src/shared/businesses/businesses.ts";
import {
  createMenu as createMenuThroughApi,
  menuGroup,
  menuItem,
  publishBusiness,
  updateBusiness,
} from "../../helpers/factories.ts";
import { expect, type Owner, playwrightApi } from "../fixtures.ts";

// Shared steps of the settings, appearance and publishing specs: data made through the real API.

export const auth = (owner: Pick<Owner, "token">) => ({ authorization: `Bearer ${owner.token}` });

/** A menu with two sections through POST /v1/menus. */
export function createMenu(request: APIRequestContext, owner: Owner, name = "Dinner") {
  return createMenuThroughApi(playwrightApi(request), owner, {
    name,
    nodes: [
      menuGroup(
        [
          menuItem({ name: "Burrata", description: "Tomatoes, basil, olive oil", prices: [14] }),
          menuItem({ name: "Fried Calamari", description: "", prices: [12.5] }),
        ],
        { name: "Starters" },
      ),
      menuGroup([menuItem({ name: "Wood-fired Margherita", description: "", prices: [18] })], {
        name: "Mains",
      }),
    ],
  });
}

export function patchBusiness(
  request: APIRequestContext,
  owner: Owner,
  changes: Parameters<typeof updateBusiness>[2],
): Promise<Business> {
  return updateBusiness(playwrightApi(request), owner, changes);
}

export function publishThroughApi(request: APIRequestContext, owner: Owner): Promise<Business> {
  return publishBusiness(playwrightApi(request), owner);
}

export async function businessOf(request: APIRequestContext, owner: Owner) {
  const response = await request.get(`/v1/members/${owner.memberId}/dashboard`, {
    headers: auth(owner),
    params: { businessId: owner.businessId },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).business as { url: string; customUrl: string | null; published: boolean };
}

/** Publish Changes from the header, through the confirm modal. */
export async function publishChanges(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Publish Changes" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish Changes" }).click();
  await expect(page.getByText("Changes are published.")).toBeVisible();
}

export const SCREENSHOTS = "test-results/screenshots";

export function shoot(page: Page, name: string) {
  return page.screenshot({
    path: `${SCREENSHOTS}/settings-${name}.png`,
    fullPage: true,
    animations: "disabled",
  });
}
