import type { APIRequestContext, Page } from "@playwright/test";
import { expect, type Owner, unique } from "./fixtures.ts";

// Shared steps of the settings, appearance and publishing specs: data made through the real API.

export const auth = (owner: Pick<Owner, "token">) => ({ authorization: `Bearer ${owner.token}` });

/** A menu with two sections through POST /v1/menus. */
export async function createMenu(request: APIRequestContext, owner: Owner, name = "Dinner") {
  const response = await request.post("/v1/menus", {
    headers: auth(owner),
    data: {
      businessId: owner.businessId,
      name,
      nodes: [
        {
          id: `g-${unique()}`,
          type: 0,
          name: "Starters",
          nodes: [
            {
              id: `i-${unique()}`,
              type: 1,
              name: "Burrata",
              description: "Tomatoes, basil, olive oil",
              prices: [14],
            },
            { id: `i-${unique()}`, type: 1, name: "Fried Calamari", prices: [12.5] },
          ],
        },
        {
          id: `g-${unique()}`,
          type: 0,
          name: "Mains",
          nodes: [{ id: `i-${unique()}`, type: 1, name: "Wood-fired Margherita", prices: [18] }],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function patchBusiness(request: APIRequestContext, owner: Owner, data: object) {
  const response = await request.patch(`/v1/businesses/${owner.businessId}`, { headers: auth(owner), data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function publishThroughApi(request: APIRequestContext, owner: Owner) {
  const response = await request.post(`/v1/businesses/${owner.businessId}/publish`, { headers: auth(owner) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json() as Promise<{ url: string; customUrl: string | null }>;
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
