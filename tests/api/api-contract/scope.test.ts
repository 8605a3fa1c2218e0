import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerAuth } from "../../../src/server/http/auth.ts";
import { registerScopes } from "../../../src/server/http/scope.ts";
import { routeKey } from "../../helpers/isolation.ts";
import { startTestApp } from "../../helpers/test-app.ts";

// A route that declares a scope it cannot find fails when the app starts, not on a request.
async function register(route: (app: ReturnType<typeof bareApp>) => void) {
  const app = bareApp();
  try {
    await app.register(async (api) => route(api as typeof app));
    await app.ready();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await app.close();
  }
}

function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerAuth(app);
  registerScopes(app);
  return app;
}

describe("route scopes", () => {
  it("accepts a scope named by a path parameter, a query field or a body field", async () => {
    const failure = await register((app) => {
      app.get("/v1/businesses/:id/a", { config: { business: "params.id" } }, async () => null);
      app.get(
        "/v1/b",
        {
          config: { business: "query.businessId?" },
          schema: { querystring: z.object({ businessId: z.string() }) },
        },
        async () => null,
      );
      app.post(
        "/v1/c",
        { config: { menu: "body.id" }, schema: { body: z.object({ id: z.string() }) } },
        async () => null,
      );
    });
    expect(failure).toBeNull();
  });

  it("refuses a scope whose id the route does not have", async () => {
    expect(
      await register((app) =>
        app.get("/v1/businesses/:id/a", { config: { business: "params.businessId" } }, async () => null),
      ),
    ).toBe("GET /v1/businesses/:id/a: config.business names no path parameter");
    expect(
      await register((app) =>
        app.get(
          "/v1/b",
          { config: { menu: "query.menuId" }, schema: { querystring: z.object({ id: z.string() }) } },
          async () => null,
        ),
      ),
    ).toBe("GET /v1/b: config.menu names no field of the schema");
  });

  it("refuses a scope on a route that does not need a member", async () => {
    expect(
      await register((app) =>
        app.get("/v1/public/businesses/:id/x", { config: { business: "params.id" } }, async () => null),
      ),
    ).toBe("GET /v1/public/businesses/:id/x: config.business needs a member route");
  });
});

describe("the app's routes", () => {
  it("resolve every business or menu named in a private route's path through its declared scope", async () => {
    const t = await startTestApp();
    try {
      const undeclared = t.app.routeTable
        // Guests' routes (auth public or optional) name businesses that are not the caller's.
        .filter((route) => route.auth === "member")
        .filter((route) => {
          const named = /\/(businesses|brands)\/:(\w+)|:(businessId|locationId)\b|\/menus\/:(\w+)/.exec(
            route.url,
          );
          if (!named) return false;
          const param = named[2] ?? named[3] ?? named[4];
          const declared = route.scope?.business ?? route.scope?.menu;
          return declared !== `params.${param}`;
        })
        .map(routeKey);
      expect(undeclared).toEqual([]);
      // The walk above must have found the routes it is about.
      expect(
        t.app.routeTable.filter((route) => route.scope?.business || route.scope?.menu).length,
      ).toBeGreaterThan(40);
    } finally {
      await t.close();
    }
  });
});
