import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { decodeForm, type FormObject } from "./form.ts";

// A local server that speaks Stripe's HTTP protocol, so the real `stripe` SDK (and a stand-in for
// Stripe.js in the browser) run against it unchanged. It is a test double for an internet service, not a mock of
// our code. This file is the core: routing, keys, idempotency (per account), errors and signed webhook delivery.
// Each part of Stripe's API is a module beside it (connect.ts, customers.ts, setup-intents.ts, payment-intents.ts,
// stripe-js.ts …) installed by index.ts; Billing and the rest are added the same way.

export const DOUBLE_API_VERSION = "2026-10-28.endive";

/** A request as a module's handler sees it, its form body decoded. */
export interface StripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: FormObject;
  body: FormObject;
  headers: IncomingMessage["headers"];
  /** Which key called: the secret key (our server) or the publishable key (Stripe.js in a guest's browser). */
  keyKind: "secret" | "publishable";
}

/** Stripe's error object: `{error: {type, code, message, …}}` with its HTTP status. */
export class StripeDoubleError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; code?: string; message: string; [key: string]: unknown },
  ) {
    super(error.message);
  }
}

export const invalidRequest = (message: string, code?: string, param?: string) =>
  new StripeDoubleError(400, {
    type: "invalid_request_error",
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

export const missing = (kind: string, id: string, param = "id") =>
  new StripeDoubleError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

export type ApiHandler = (request: StripeRequest) => unknown | Promise<unknown>;

/** A page or file outside the API (the onboarding page, Stripe.js): the handler writes the answer itself. */
export type PageHandler = (
  request: StripeRequest & { rawBody: string },
  response: ServerResponse,
) => void | Promise<void>;

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string | null;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  /** Set on events of a connected account (Connect webhooks). */
  account?: string;
}

export interface Delivery {
  event: StripeEvent;
  status: number;
  body: string;
}

export interface StripeDoubleOptions {
  port?: number;
  host?: string;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where events are sent; may be set later with `setWebhookUrl` once the app listens. */
  webhookUrl?: string;
}

export interface StripeDoubleCore {
  /** http://host:port — STRIPE_API_URL. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api(method: string, pattern: string, handler: ApiHandler, options?: { publishable?: boolean }): void;
  page(method: string, pattern: string, handler: PageHandler): void;
  newId(prefix: string): string;
  now(): number;
  /** Records an event and sends it, signed, to the webhook URL (after the current answer, as Stripe does). */
  emit(type: string, object: Record<string, unknown>, options?: { account?: string }): StripeEvent;
  /** Sends an event (again) now; `timestamp` and `secret` make old or wrongly signed deliveries. */
  deliver(event: StripeEvent, options?: { timestamp?: number; secret?: string }): Promise<Delivery>;
  setWebhookUrl(url: string | undefined): void;
  /**
   * On: an API call's answer waits until the events it emitted are delivered, as when Stripe's webhook beats its
   * own answer over the network. Off (the default): events follow the answer.
   */
  setEventsBeforeAnswers(on: boolean): void;
  events: StripeEvent[];
  deliveries: Delivery[];
  /** Every API call made, oldest first. */
  calls: { method: string; path: string; keyKind: string; idempotencyKey: string | undefined }[];
  /** Resolves once every event emitted so far has been delivered. */
  settled(): Promise<void>;
  /**
   * Stripe failing on its side, for the next `times` calls matching `method` and `path`: "error" answers 500
   * api_error, saved under the call's Idempotency-Key as Stripe saves it (the same key then gets the 500 again);
   * "hang" never answers (the call is not executed; its connection stays open until the double closes);
   * "lost" executes the call (its answer saved under its Idempotency-Key) but never answers, as when Stripe did
   * the work and the answer was lost on the way.
   */
  fail(match: { method?: string; path: string | RegExp }, kind: FaultKind, times?: number): void;
  /** Stripe is well again: planned failures are dropped, and hanging calls lose their connection. */
  recover(): void;
  /** Moves the double's clock on (created times, and the 24 h after which an Idempotency-Key is forgotten). */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

interface Route {
  method: string;
  parts: string[];
  api?: { handler: ApiHandler; publishable: boolean };
  page?: PageHandler;
}

/** Stripe forgets an Idempotency-Key once it is 24 hours old; a request with it then runs again. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

interface SavedAnswer {
  /** What the key was first used for: the method, path and parameters, compared on every reuse. */
  request: string;
  savedAt: number;
  answer: Promise<{ status: number; body: string }>;
}

type FaultKind = "error" | "hang" | "lost";

interface Fault {
  method: string | undefined;
  path: string | RegExp;
  kind: FaultKind;
  left: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function match(route: Route, method: string, parts: string[]): Record<string, string> | null {
  if (route.method !== method || route.parts.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const want = route.parts[i] ?? "";
    const got = parts[i] ?? "";
    if (want.startsWith(":")) params[want.slice(1)] = decodeURIComponent(got);
    else if (want !== got) return null;
  }
  return params;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers":
    "authorization, content-type, stripe-version, idempotency-key, stripe-account",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
};

export async function startStripeDoubleCore(options: StripeDoubleOptions = {}): Promise<StripeDoubleCore> {
  const secretKey = options.secretKey ?? `sk_test_double_${randomBytes(8).toString("hex")}`;
  const publishableKey = options.publishableKey ?? `pk_test_double_${randomBytes(8).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_double_${randomBytes(12).toString("hex")}`;
  let webhookUrl = options.webhookUrl;
  let eventsBeforeAnswers = false;
  const routes: Route[] = [];
  const idempotent = new Map<string, SavedAnswer>();
  const faults: Fault[] = [];
  const hanging = new Set<ServerResponse>();
  let clockOffsetMs = 0;
  const pending = new Set<Promise<unknown>>();
  const events: StripeEvent[] = [];
  const deliveries: Delivery[] = [];
  const calls: StripeDoubleCore["calls"] = [];

  const newId = (prefix: string) =>
    `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
  const nowMs = () => Date.now() + clockOffsetMs;
  const now = () => Math.floor(nowMs() / 1000);

  /** The fault planned for this call, if any, used up by it. */
  function takeFault(method: string, path: string): Fault["kind"] | null {
    const fault = faults.find(
      (one) =>
        one.left > 0 &&
        (one.method === undefined || one.method === method) &&
        (typeof one.path === "string" ? one.path === path : one.path.test(path)),
    );
    if (!fault) return null;
    fault.left -= 1;
    return fault.kind;
  }

  /** Who is calling: the bearer key (stripe-node) or the `key` form field or query parameter (Stripe.js). */
  function keyKindOf(request: IncomingMessage, body: FormObject): "secret" | "publishable" | null {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1];
    const asked = new URL(request.url ?? "/", "http://double").searchParams.get("key") ?? undefined;
    const key = bearer ?? (typeof body.key === "string" ? body.key : asked);
    if (key === secretKey) return "secret";
    if (key === publishableKey) return "publishable";
    return null;
  }

  async function answerApi(
    route: Route & { api: NonNullable<Route["api"]> },
    request: IncomingMessage,
    params: Record<string, string>,
    url: URL,
    rawBody: string,
  ): Promise<{ status: number; body: string }> {
    const body = decodeForm(rawBody);
    const keyKind = keyKindOf(request, body);
    if (!keyKind || (keyKind === "publishable" && !route.api.publishable))
      throw new StripeDoubleError(401, {
        type: "invalid_request_error",
        message: keyKind
          ? "This API call cannot be made with a publishable API key."
          : "Invalid API Key provided.",
      });
    const result = await route.api.handler({
      method: request.method ?? "GET",
      path: url.pathname,
      params,
      query: decodeForm(url.search.slice(1)),
      body,
      headers: request.headers,
      keyKind,
    });
    return { status: 200, body: JSON.stringify(result) };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://double.local");
    const method = request.method ?? "GET";
    if (method === "OPTIONS") {
      response.writeHead(204, CORS).end();
      return;
    }
    const parts = url.pathname.split("/").filter(Boolean);
    let route: Route | undefined;
    let params: Record<string, string> | null = null;
    for (const candidate of routes) {
      params = match(candidate, method, parts);
      if (params) {
        route = candidate;
        break;
      }
    }
    const rawBody = await readBody(request);
    if (!route || !params) {
      response.writeHead(404, { "content-type": "application/json", ...CORS }).end(
        JSON.stringify({
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${method}: ${url.pathname}).`,
          },
        }),
      );
      return;
    }
    if (route.page) {
      await route.page(
        {
          method,
          path: url.pathname,
          params,
          query: decodeForm(url.search.slice(1)),
          body: decodeForm(rawBody),
          headers: request.headers,
          keyKind: "publishable",
          rawBody,
        },
        response,
      );
      return;
    }
    const api = route as Route & { api: NonNullable<Route["api"]> };
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    calls.push({
      method,
      path: url.pathname,
      keyKind: keyKindOf(request, decodeForm(rawBody)) ?? "none",
      idempotencyKey,
    });
    const fault = takeFault(method, url.pathname);
    if (fault === "hang") {
      hanging.add(response);
      response.on("close", () => hanging.delete(response));
      return;
    }
    const pendingBefore = new Set(pending);
    const run = async () => {
      if (fault === "error")
        return {
          status: 500,
          body: JSON.stringify({
            error: { type: "api_error", message: "An unknown error occurred while processing your request." },
          }),
        };
      try {
        return await answerApi(api, request, params ?? {}, url, rawBody);
      } catch (error) {
        if (error instanceof StripeDoubleError)
          return { status: error.status, body: JSON.stringify({ error: error.error }) };
        return {
          status: 500,
          body: JSON.stringify({ error: { type: "api_error", message: String(error) } }),
        };
      }
    };
    // Stripe's idempotency: the same key on the same call answers the first result again (a 500 included) for
    // 24 hours, never a second effect; the same key on another call or with other parameters is refused.
    let answer: Promise<{ status: number; body: string }>;
    if (idempotencyKey && method === "POST") {
      // Each account has its own keys: a connected account's call never gets the platform's answer, nor another's.
      const account = String(request.headers["stripe-account"] ?? "");
      const savedAs = `${account} ${idempotencyKey}`;
      const asked = `${method} ${url.pathname} ${JSON.stringify(decodeForm(rawBody))}`;
      let earlier = idempotent.get(savedAs);
      if (earlier && nowMs() - earlier.savedAt >= IDEMPOTENCY_TTL_MS) {
        idempotent.delete(savedAs);
        earlier = undefined;
      }
      if (earlier && earlier.request !== asked)
        answer = Promise.resolve({
          status: 400,
          body: JSON.stringify({
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          }),
        });
      else if (earlier) answer = earlier.answer;
      else {
        answer = run();
        idempotent.set(savedAs, { request: asked, savedAt: nowMs(), answer });
        // A refused key (401) never reached an endpoint: Stripe saves nothing for it.
        void answer.then(({ status }) => {
          if (status === 401 && idempotent.get(savedAs)?.answer === answer) idempotent.delete(savedAs);
        });
      }
    } else answer = run();
    const { status, body } = await answer;
    if (fault === "lost") {
      hanging.add(response);
      response.on("close", () => hanging.delete(response));
      return;
    }
    // Only this call's own events: another delivery may be waiting on the app, which may be waiting on this answer.
    if (eventsBeforeAnswers)
      await Promise.allSettled([...pending].filter((sending) => !pendingBefore.has(sending)));
    response
      .writeHead(status, {
        "content-type": "application/json",
        "request-id": newId("req"),
        "stripe-version": DOUBLE_API_VERSION,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey, "original-request": "req_double" } : {}),
        ...CORS,
      })
      .end(body);
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  const { port, address } = server.address() as AddressInfo;
  const base = `http://${address}:${port}`;

  async function settled() {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  async function deliver(event: StripeEvent, opts: { timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? webhookSecret,
      ...(opts.timestamp !== undefined ? { timestamp: opts.timestamp } : {}),
    });
    let delivery: Delivery = { event, status: 0, body: "no webhook URL set" };
    if (!webhookUrl) return delivery;
    // Stripe retries failed deliveries for days; here a few quick tries ride out an app that is still starting.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
          body: payload,
        });
        delivery = { event, status: answer.status, body: await answer.text() };
        if (answer.status < 500) break;
      } catch (error) {
        delivery = { event, status: 0, body: String(error) };
      }
      await sleep(200);
    }
    deliveries.push(delivery);
    return delivery;
  }

  return {
    url: base,
    secretKey,
    publishableKey,
    webhookSecret,
    api(method, pattern, handler, opts = {}) {
      routes.push({
        method,
        parts: pattern.split("/").filter(Boolean),
        api: { handler, publishable: opts.publishable ?? false },
      });
    },
    page(method, pattern, handler) {
      routes.push({ method, parts: pattern.split("/").filter(Boolean), page: handler });
    },
    newId,
    now,
    emit(type, object, opts = {}) {
      const event: StripeEvent = {
        id: newId("evt"),
        object: "event",
        api_version: DOUBLE_API_VERSION,
        created: now(),
        // A copy: later changes to the object are later events.
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        ...(opts.account ? { account: opts.account } : {}),
      };
      events.push(event);
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(event))
        .finally(() => pending.delete(sending));
      pending.add(sending);
      return event;
    },
    deliver,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    events,
    deliveries,
    calls,
    setEventsBeforeAnswers(on) {
      eventsBeforeAnswers = on;
    },
    fail(match, kind, times = 1) {
      faults.push({ method: match.method, path: match.path, kind, left: times });
    },
    recover() {
      faults.length = 0;
      for (const response of hanging) response.destroy();
    },
    advanceClock(ms) {
      clockOffsetMs += ms;
    },
    settled,
    async close() {
      await Promise.allSettled([...pending]);
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
