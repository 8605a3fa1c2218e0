import type { Page } from "@playwright/test";
import { expect, type Owner, playwrightApi } from "../fixtures.ts";

/** Makes an empty website page through the API and opens it in the page editor; returns its id. */
export async function openNewPage(
  page: Page,
  owner: Owner,
  login: (to?: string) => Promise<Owner>,
  title: string,
) {
  const api = playwrightApi(page.request);
  const made = await api.call("POST", `/v1/businesses/${owner.businessId}/pages`, {
    token: owner.token,
    body: { title, body: "" },
  });
  expect(made.status).toBe(201);
  await login(`/app/website/pages/${(made.body as { id: string }).id}`);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  return (made.body as { id: string }).id;
}

/** The page's body as the server stored it. */
export async function savedBody(page: Page, owner: Owner, pageId: string): Promise<string> {
  const api = playwrightApi(page.request);
  const response = await api.call("GET", `/v1/businesses/${owner.businessId}/pages/${pageId}`, {
    token: owner.token,
  });
  return (response.body as { body: string }).body;
}
