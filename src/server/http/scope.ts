import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, RouteOptions } from "fastify";
import {
  type BusinessScope,
  type MenuScope,
  resolveBusinessScope,
  resolveBusinessScopeAsOperator,
  resolveMenuScope,
} from "../db/tenancy.ts";
import { currentMember } from "./auth.ts";
import { notFound } from "./errors.ts";

/**
 * Where a route names the caller's business or menu: `params.id`, `query.businessId`, `body.id`… A trailing
 * `?` makes it optional (no id, no scope). The scope is resolved once, before the handler (decision 004).
 */
export type ScopeSource = `${"params" | "query" | "body"}.${string}`;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route acts on one of the caller's businesses; another member's id answers 404 like a missing one. */
    business?: ScopeSource;
    /** The route acts on one of the caller's menus (and so on its business). */
    menu?: ScopeSource;
    /** An operator may name any member's business here (deleting, transferring it). */
    operatorMay?: boolean;
  }
  interface FastifyRequest {
    scope: BusinessScope | MenuScope | null;
  }
}

interface ParsedSource {
  part: "params" | "query" | "body";
  name: string;
  isOptional: boolean;
}

function parseSource(source: string): ParsedSource {
  const [part, rawName = ""] = source.split(".", 2) as [ParsedSource["part"], string];
  const isOptional = rawName.endsWith("?");
  return { part, name: isOptional ? rawName.slice(0, -1) : rawName, isOptional };
}

/** A route that names a scope it cannot find fails when it is registered, not on its first request. */
function checkSource(route: RouteOptions, kind: string, source: ParsedSource) {
  const where = `${route.method} ${route.url}: config.${kind}`;
  if (route.config?.auth !== "member") throw new Error(`${where} needs a member route`);
  if (source.part === "params") {
    if (!route.url.split("/").includes(`:${source.name}`))
      throw new Error(`${where} names no path parameter`);
    return;
  }
  const schema = (
    route.schema as Record<string, { shape?: Record<string, unknown> } | undefined> | undefined
  )?.[source.part === "query" ? "querystring" : "body"];
  if (!schema?.shape || !(source.name in schema.shape))
    throw new Error(`${where} names no field of the schema`);
}

function readId(request: FastifyRequest, source: ParsedSource): string | null {
  const value = (request[source.part] as Record<string, unknown> | undefined)?.[source.name];
  if (typeof value === "string" && value !== "") return value;
  if (source.isOptional) return null;
  throw notFound();
}

/** Adds the scope's resolution in front of the route's own preHandlers, for every route that declares one. */
export function registerScopes(app: FastifyInstance) {
  app.decorateRequest("scope", null);

  app.addHook("onRoute", (route) => {
    const kind = route.config?.menu ? "menu" : route.config?.business ? "business" : null;
    if (!kind) return;
    if (route.config?.menu && route.config.business)
      throw new Error(`${route.url}: a menu scope names its business`);
    const source = parseSource((kind === "menu" ? route.config?.menu : route.config?.business) as string);
    checkSource(route, kind, source);
    const resolve: preHandlerHookHandler = async (request) => {
      const id = readId(request, source);
      if (!id) return;
      const caller = currentMember(request);
      const memberId = caller.id;
      if (kind === "business" && route.config?.operatorMay && caller.isOperator) {
        request.scope = await resolveBusinessScopeAsOperator({ db: app.db, businessId: id });
        return;
      }
      request.scope =
        kind === "menu"
          ? await resolveMenuScope({ db: app.db, memberId, menuId: id })
          : await resolveBusinessScope({ db: app.db, memberId, businessId: id });
    };
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [resolve, ...own];
  });
}

function missingScope(request: FastifyRequest, kind: string): never {
  // A programming error (the route declares no such scope), never the caller's: it answers a generic 500.
  throw new Error(`${request.routeOptions.url} reads a ${kind} scope it does not declare`);
}

/** The caller's business this route acts on (its `config.business`, or the business of its `config.menu`). */
export function businessScope(request: FastifyRequest): BusinessScope {
  return request.scope ?? missingScope(request, "business");
}

/** The business an optional `config.business` (`…?`) named, or null when the request named none. */
export function optionalBusinessScope(request: FastifyRequest): BusinessScope | null {
  if (!request.routeOptions.config.business?.endsWith("?")) missingScope(request, "optional business");
  return request.scope;
}

/** The caller's menu this route acts on (its `config.menu`). */
export function menuScope(request: FastifyRequest): MenuScope {
  const scope = request.scope;
  return scope && "menu" in scope ? scope : missingScope(request, "menu");
}
