import type { Api } from "./api-client.ts";
import { createMember, createMenu, type TestMember, unique } from "./factories.ts";

// Plausible values for any route of the app's own OpenAPI document, so that a request reaches its handler: the
// tests that walk every route (hostile inputs, refusals in words) put one bad value beside these.

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  format?: string;
  $ref?: string;
}
export interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface OwnerIds {
  business: string;
  member: string;
  menu: string;
  customer: string;
}

/** A new owner with a menu and a customer: their ids let a request go past the scope check. */
export async function makeOwner(api: Api, word: string): Promise<{ owner: TestMember; ids: OwnerIds }> {
  const owner = await createMember(api);
  const menu = await createMenu(api, owner);
  const customer = await api.post(
    "/v1/customers",
    { businessId: owner.businessId, name: word, phone: "4155550100" },
    owner.token,
  );
  return {
    owner,
    ids: { business: owner.businessId, member: owner.memberId, menu: menu.id, customer: customer.body.id },
  };
}

/** `word` fills free text (and marks the addresses made), so each walk's rows are told apart. */
export function openApiValues(doc: Document, ids: () => OwnerIds, word: string) {
  /** A path parameter's plausible value: the id of the kind the path names just before it. */
  function idFor(path: string, name: string): string {
    const segment = path.split(`{${name}}`)[0]?.split("/").filter(Boolean).at(-1) ?? "";
    if (/member/i.test(name) || segment === "members") return ids().member;
    if (/menu/i.test(name) || segment === "menus") return ids().menu;
    if (/customer/i.test(name) || segment === "customers") return ids().customer;
    return ids().business;
  }

  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split("/").at(-1) as string]);
    if (schema.allOf?.length) return resolve(schema.allOf[0]);
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length)
      return resolve(options.find((option) => resolve(option).type !== "null") ?? options[0]);
    return schema;
  };

  /** A plausible value for a field: known names get the owner's ids or well-formed text, the rest their type's. */
  function plausible(name: string, raw: Schema | undefined, depth = 0): unknown {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    if (/^businessId$|^locationId$/.test(name)) return ids().business;
    if (name === "menuId") return ids().menu;
    if (name === "memberId") return ids().member;
    if (/email/i.test(name)) return `${unique(word.toLowerCase())}@example.com`;
    if (/phone/i.test(name)) return "4155550123";
    if (/password/i.test(name)) return "correct horse battery";
    const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== "null") : schema.type;
    switch (type) {
      case "string":
        if (schema.format === "date-time") return new Date(Date.UTC(2030, 0, 1)).toISOString();
        return word.padEnd(schema.minLength ?? 0, "z");
      case "number":
      case "integer":
        return Math.max(schema.minimum ?? 1, 1);
      case "boolean":
        return true;
      case "array":
        return [];
      case "object":
        return depth > 3
          ? {}
          : Object.fromEntries(
              Object.entries(schema.properties ?? {}).map(([key, value]) => [
                key,
                plausible(key, value, depth + 1),
              ]),
            );
      default:
        return word;
    }
  }

  return { idFor, resolve, plausible };
}
