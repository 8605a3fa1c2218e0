import type { Api } from "./api-client.ts";

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface TestMember {
  token: string;
  memberId: string;
  businessId: string;
  email: string;
  password: string;
}

export function businessDetails(overrides: Record<string, unknown> = {}) {
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

/** Registers a member through the real API, with unique values (STYLE.md §11). */
export async function createMember(
  api: Api,
  overrides: { email?: string; password?: string } = {},
): Promise<TestMember> {
  const email = overrides.email ?? `owner-${unique()}@example.com`;
  const password = overrides.password ?? "correct horse battery";
  const response = await api.post("/v1/public/register", { email, password, business: businessDetails() });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    token: response.body.token,
    memberId: response.body.member.id,
    businessId: response.body.business.id,
    email,
    password,
  };
}

export function menuItem(overrides: Record<string, unknown> = {}) {
  return {
    id: `item-${unique()}`,
    type: 1,
    name: "Margherita",
    description: "Tomato, mozzarella, basil",
    prices: [12.5],
    sizes: [],
    ...overrides,
  };
}

export function modifierEntry(overrides: Record<string, unknown> = {}) {
  return { id: `entry-${unique()}`, name: "Extra cheese", price: 1.5, ...overrides };
}

export function modifierGroup(
  entries: unknown[] = [modifierEntry()],
  overrides: Record<string, unknown> = {},
) {
  return { id: `modifier-${unique()}`, name: "Toppings", entries, ...overrides };
}

export function menuGroup(items: unknown[] = [menuItem()], overrides: Record<string, unknown> = {}) {
  return {
    id: `group-${unique()}`,
    type: 0,
    name: "Pizzas",
    description: "",
    available: true,
    nodes: items,
    ...overrides,
  };
}

/** Creates a menu through the real API. */
export async function createMenu(api: Api, member: TestMember, body: Record<string, unknown> = {}) {
  const response = await api.post(
    "/v1/menus",
    { businessId: member.businessId, nodes: [menuGroup()], ...body },
    member.token,
  );
  if (response.status !== 201)
    throw new Error(`create menu failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; version: number; name: string; nodes: any[]; businessId: string };
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
