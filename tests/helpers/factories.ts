import type { z } from "zod";
import type { customers, ratings } from "../../src/server/db/schema.ts";
import type { RegisterBusiness, RegisterRequest, RegisterResponse } from "../../src/shared/auth/auth.ts";
import type { Business, LocationInput, MemberLocation } from "../../src/shared/businesses/businesses.ts";
import type { CustomerInput } from "../../src/shared/customers/customers.ts";
import type {
  MenuGroupSchema,
  MenuItemSchema,
  ModifierEntrySchema,
  ModifierGroupSchema,
} from "../../src/shared/menus/menu.ts";
import type { CreateMenu, Menu } from "../../src/shared/menus/menus.ts";

// Every test makes its own data from these factories, so no test depends on another's leftovers; typed on the
// shared request schemas and on the database's rows. The API tests (tests/api) and the browser tests
// (tests/e2e/fixtures.ts) both call them; only the way they reach the API differs.

let counter = 0;

/** A value no other test (in any process) uses: time, a counter and randomness, in base 36. */
export function unique(prefix = ""): string {
  const value = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return prefix ? `${prefix}-${value}` : value;
}

export const uniqueEmail = (prefix = "owner", domain = "example.com") => `${unique(prefix)}@${domain}`;

export const PASSWORD = "correct horse battery";

/** How a factory reaches the API: tests/helpers/api-client.ts as it is, or Playwright's request (e2e fixtures). */
export interface ApiCaller {
  call(
    method: string,
    path: string,
    options?: { token?: string | undefined; body?: unknown },
  ): Promise<{ status: number; body: any }>;
}

/** The answer, or an error that says which call failed and what the server said. */
async function expectStatus<T>(
  api: ApiCaller,
  status: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await api.call(method, path, options);
  if (response.status !== status)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as T;
}

// ── Request bodies, typed on the shared schemas ──

type MenuItemInput = z.input<typeof MenuItemSchema>;
type MenuGroupInput = z.input<typeof MenuGroupSchema>;
type ModifierGroupInput = z.input<typeof ModifierGroupSchema>;
type ModifierEntryInput = z.input<typeof ModifierEntrySchema>;

/** The business part of a sign-up. */
export function businessDetails(overrides: Partial<RegisterBusiness> = {}): RegisterBusiness {
  return {
    name: `Cafe ${unique()}`.slice(0, 40),
    phone: "(415) 555-0100",
    address: "1 Market Street",
    city: "San Francisco",
    state: "CA",
    zip: "94105",
    ...overrides,
  };
}

/** A location with every field filled, for POST /v1/businesses and the location form. */
export function locationDetails(overrides: Partial<LocationInput> = {}): LocationInput {
  return {
    name: `Bistro ${unique()}`.slice(0, 40),
    address: "500 Howard Street",
    address2: "Suite 2",
    city: "San Francisco",
    state: "CA",
    zip: "94105",
    country: "United States",
    phone: "(415) 555-0123",
    email: "hello@bistro.example",
    website: "https://bistro.example",
    twitter: "@bistro",
    facebook: "bistro",
    instagram: "bistro.sf",
    ...overrides,
  };
}

export function registerBody(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return { email: uniqueEmail(), password: PASSWORD, business: businessDetails(), ...overrides };
}

export function modifierEntry(overrides: Partial<ModifierEntryInput> = {}): ModifierEntryInput {
  return { id: unique("entry"), name: "Extra cheese", price: 1.5, ...overrides };
}

export function modifierGroup(
  entries: ModifierEntryInput[] = [modifierEntry()],
  overrides: Partial<ModifierGroupInput> = {},
): ModifierGroupInput {
  return { id: unique("modifier"), name: "Toppings", entries, ...overrides };
}

export function menuItem(overrides: Partial<MenuItemInput> = {}): MenuItemInput {
  return {
    id: unique("item"),
    type: 1,
    name: "Margherita",
    description: "Tomato, mozzarella, basil",
    prices: [12.5],
    sizes: [],
    ...overrides,
  };
}

export function menuGroup(
  items: MenuItemInput[] = [menuItem()],
  overrides: Partial<MenuGroupInput> = {},
): MenuGroupInput {
  return {
    id: unique("group"),
    type: 0,
    name: "Pizzas",
    description: "",
    available: true,
    nodes: items,
    ...overrides,
  };
}

export function customerDetails(overrides: Partial<CustomerInput> = {}): CustomerInput {
  return { name: "Loyal Guest", phone: "4155550123", ...overrides };
}

// ── Rows written straight to the database, typed on the Drizzle schema ──

type RatingRow = typeof ratings.$inferInsert;
type CustomerRow = typeof customers.$inferInsert;

/** A guest's rating as stored (for states the API cannot reach quickly: old, unpublished business). */
export function ratingRow(overrides: Partial<RatingRow> & Pick<RatingRow, "businessId">): RatingRow {
  return { id: unique("rating"), name: "Guest", message: "Fine", score: 4, ...overrides };
}

/** A customer as stored, for lists too long to make one call at a time. */
export function customerRow(overrides: Partial<CustomerRow> & Pick<CustomerRow, "businessId">): CustomerRow {
  const name = overrides.name ?? unique("Guest");
  return { id: unique("customer"), name, nameLower: name.toLowerCase(), phone: "4155550123", ...overrides };
}

// ── Through the real API ──

export interface TestMember {
  token: string;
  memberId: string;
  businessId: string;
  businessName: string;
  email: string;
  password: string;
}

/** Registers a member through the real API, with unique values. */
export async function createMember(
  api: ApiCaller,
  overrides: { email?: string; password?: string; business?: Partial<RegisterBusiness> } = {},
): Promise<TestMember> {
  const body = registerBody({
    ...(overrides.email ? { email: overrides.email } : {}),
    ...(overrides.password ? { password: overrides.password } : {}),
    business: businessDetails(overrides.business),
  });
  const answer = await expectStatus<RegisterResponse>(api, 201, "POST", "/v1/public/register", {
    body,
  });
  return {
    token: answer.token,
    memberId: answer.member.id,
    businessId: answer.business.id,
    businessName: body.business.name,
    email: body.email,
    password: body.password,
  };
}

/** Adds a business (a location) to the member's account through the real API. */
export async function createBusiness(
  api: ApiCaller,
  member: Pick<TestMember, "token">,
  overrides: Partial<RegisterBusiness> = {},
): Promise<MemberLocation> {
  return expectStatus<MemberLocation>(api, 201, "POST", "/v1/businesses", {
    token: member.token,
    body: businessDetails(overrides),
  });
}

/** Creates a menu through the real API: one group with one item unless `nodes` says otherwise. */
export async function createMenu(
  api: ApiCaller,
  member: Pick<TestMember, "token" | "businessId">,
  body: Partial<CreateMenu> = {},
): Promise<Menu> {
  return expectStatus<Menu>(api, 201, "POST", "/v1/menus", {
    token: member.token,
    body: { businessId: member.businessId, nodes: [menuGroup()], ...body },
  });
}

/** PATCH /v1/businesses/{id}: merges the config given. */
export async function updateBusiness(
  api: ApiCaller,
  member: Pick<TestMember, "token" | "businessId">,
  changes: { orderingEnabled?: boolean; config?: Record<string, unknown> },
): Promise<Business> {
  return expectStatus<Business>(api, 200, "PATCH", `/v1/businesses/${member.businessId}`, {
    token: member.token,
    body: changes,
  });
}

/** Publishes the member's business; answers it, with the address guests use (`customUrl ?? url`). */
export async function publishBusiness(
  api: ApiCaller,
  member: Pick<TestMember, "token" | "businessId">,
): Promise<Business> {
  return expectStatus<Business>(api, 200, "POST", `/v1/businesses/${member.businessId}/publish`, {
    token: member.token,
  });
}

/** A real image made by sharp, for uploads. */
export async function makeImage(
  format: "jpeg" | "png",
  width = 640,
  height = 480,
  withExif = false,
): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  if (withExif) image = image.withExif({ IFD0: { Copyright: "secret-camera-owner", Artist: "Someone" } });
  return format === "jpeg" ? image.jpeg().toBuffer() : image.png().toBuffer();
}

export function uploadForm(bytes: Buffer, fields: Record<string, string> = {}, filename = "photo.jpg") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)]), filename);
  return form;
}
