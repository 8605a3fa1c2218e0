import { metadata, object, text } from "./form.ts";
import {
  invalidRequest,
  missing,
  type StripeDoubleCore,
  StripeDoubleError,
  type StripeRequest,
} from "./stripe-double.ts";

// Stripe Connect in the double: accounts (created with `controller` or `type`), account links, and the hosted
// onboarding page those links open, where a test (or a person in e2e) finishes or abandons the details.
// Each change of an account sends `account.updated`, as a Connect webhook (the event names the account).
// A call with `Stripe-Account: acct_…` acts as that connected account: `accountOf` reads (and checks) it, and
// `AccountObjects` keeps a kind of object per account, so one account never sees another's (nor the platform's).

export type Onboarding = "complete" | "restricted" | "pending";

export interface DoubleAccount {
  id: string;
  object: "account";
  type: string;
  controller: Record<string, unknown> | null;
  country: string;
  email: string | null;
  default_currency: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  capabilities: { card_payments: string; transfers: string };
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
    current_deadline: number | null;
  };
  metadata: Record<string, string>;
  created: number;
}

const ONBOARDING_FIELDS = [
  "business_profile.url",
  "external_account",
  "individual.first_name",
  "individual.last_name",
  "tos_acceptance.date",
];

interface AccountLink {
  id: string;
  account: string;
  returnUrl: string;
  refreshUrl: string;
  isUsed: boolean;
}

/**
 * Objects of one kind (customers, payment intents …) kept per account, as Stripe keeps them: each belongs to the
 * platform (account null) or to the connected account whose call made it, and any other account asking for it
 * is told it does not exist. `all` holds every account's, for tests to look into.
 */
export class AccountObjects<T extends { id: string }> {
  readonly all = new Map<string, T>();
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly kind: string,
    private readonly param: string,
  ) {}

  add(item: T, account: string | null) {
    this.all.set(item.id, item);
    if (account) this.owners.set(item.id, account);
    return item;
  }

  /** The connected account the object belongs to, or null for the platform's own. */
  accountOf(id: string) {
    return this.owners.get(id) ?? null;
  }

  /** The object as `account` sees it: another account's is missing, as Stripe answers. */
  get(id: string, account: string | null, param = this.param) {
    const item = this.all.get(id);
    if (!item || this.accountOf(id) !== account) throw missing(this.kind, id, param);
    return item;
  }

  /** The account's objects, oldest first. */
  list(account: string | null) {
    return [...this.all.values()].filter((item) => this.accountOf(item.id) === account);
  }

  /**
   * A PaymentIntent or SetupIntent as the call's account sees it (`account`); Stripe.js, calling with the
   * publishable key, must name the intent's client secret. `label` is Stripe's name of the object in its message.
   */
  intentFor(request: StripeRequest, account: string | null, label: "PaymentIntent" | "SetupIntent") {
    const intent = this.get(request.params.id ?? "", account) as T & { client_secret: string };
    if (request.keyKind === "publishable") {
      const secret = text(request.body.client_secret) ?? text(request.query.client_secret);
      if (secret !== intent.client_secret)
        throw invalidRequest(
          `The client_secret provided does not match the client_secret associated with the ${label}.`,
          undefined,
          "client_secret",
        );
    }
    return intent;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function installConnect(core: StripeDoubleCore) {
  const accounts = new Map<string, DoubleAccount>();
  const links = new Map<string, AccountLink>();

  const find = (id: string) => {
    const account = accounts.get(id);
    if (!account) throw missing("account", id, "account");
    return account;
  };

  /** What the onboarding page does: the details given (or not), then `account.updated`. */
  function onboard(accountId: string, outcome: Onboarding) {
    const account = find(accountId);
    const isComplete = outcome === "complete";
    account.details_submitted = outcome !== "pending";
    account.charges_enabled = isComplete;
    account.payouts_enabled = isComplete;
    account.capabilities = isComplete
      ? { card_payments: "active", transfers: "active" }
      : { card_payments: "inactive", transfers: "inactive" };
    account.requirements = isComplete
      ? {
          currently_due: [],
          eventually_due: [],
          past_due: [],
          pending_verification: [],
          disabled_reason: null,
          current_deadline: null,
        }
      : outcome === "restricted"
        ? {
            currently_due: ["individual.verification.document", "external_account"],
            eventually_due: ["individual.verification.document", "external_account"],
            past_due: ["individual.verification.document", "external_account"],
            pending_verification: [],
            disabled_reason: "requirements.past_due",
            current_deadline: null,
          }
        : {
            currently_due: [...ONBOARDING_FIELDS],
            eventually_due: [...ONBOARDING_FIELDS],
            past_due: [],
            pending_verification: [],
            disabled_reason: "requirements.past_due",
            current_deadline: null,
          };
    return core.emit("account.updated", account as unknown as Record<string, unknown>, {
      account: account.id,
    });
  }

  /**
   * The connected account a call acts as (its `Stripe-Account` header), or null for the platform itself. An
   * account the platform does not have is refused with Stripe's 403, before the call does anything.
   */
  function accountOf(request: StripeRequest): string | null {
    const header = request.headers["stripe-account"];
    const id = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!id) return null;
    if (!accounts.has(id)) {
      const key = request.keyKind === "secret" ? core.secretKey : core.publishableKey;
      const masked = `${key.slice(0, 8)}${"*".repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`;
      throw new StripeDoubleError(403, {
        type: "invalid_request_error",
        code: "account_invalid",
        message: `The provided key '${masked}' does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
      });
    }
    return id;
  }

  core.api("POST", "/v1/accounts", ({ body }) => {
    const controller = object(body.controller);
    const hasController = Object.keys(controller).length > 0;
    const type = text(body.type) ?? (hasController ? "none" : undefined);
    if (!type)
      throw invalidRequest("You must provide a `type` or a `controller`.", "parameter_missing", "type");
    const dashboard = text(object(controller.stripe_dashboard).type);
    const account: DoubleAccount = {
      id: core.newId("acct"),
      object: "account",
      type: hasController ? (dashboard ?? "none") : type,
      controller: hasController ? { ...controller, is_controller: true } : null,
      country: text(body.country) ?? "US",
      email: text(body.email) ?? null,
      default_currency: "usd",
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { card_payments: "inactive", transfers: "inactive" },
      requirements: {
        currently_due: [...ONBOARDING_FIELDS],
        eventually_due: [...ONBOARDING_FIELDS],
        past_due: [],
        pending_verification: [],
        disabled_reason: "requirements.past_due",
        current_deadline: null,
      },
      metadata: metadata(body.metadata),
      created: core.now(),
    };
    accounts.set(account.id, account);
    return account;
  });

  core.api("GET", "/v1/accounts/:id", ({ params }) => find(params.id ?? ""));

  core.api("POST", "/v1/account_links", ({ body }) => {
    const accountId = text(body.account);
    if (!accountId) throw invalidRequest("Missing required param: account.", "parameter_missing", "account");
    find(accountId);
    const returnUrl = text(body.return_url);
    const refreshUrl = text(body.refresh_url);
    if (!returnUrl || !refreshUrl)
      throw invalidRequest("Missing required param: return_url and refresh_url.", "parameter_missing");
    const type = text(body.type);
    if (type !== "account_onboarding" && type !== "account_update")
      throw invalidRequest("Invalid type: must be account_onboarding or account_update.", undefined, "type");
    const link: AccountLink = {
      id: core.newId("link"),
      account: accountId,
      returnUrl,
      refreshUrl,
      isUsed: false,
    };
    links.set(link.id, link);
    return {
      object: "account_link",
      created: core.now(),
      expires_at: core.now() + 300,
      url: `${core.url}/connect/onboarding/${link.id}`,
    };
  });

  // The hosted onboarding page: a link works once; a used one sends the owner to refresh_url, as Stripe does.
  core.page("GET", "/connect/onboarding/:link", ({ params }, response) => {
    const link = links.get(params.link ?? "");
    if (!link) {
      response.writeHead(404, { "content-type": "text/plain" }).end("This link has expired.");
      return;
    }
    if (link.isUsed) {
      response.writeHead(303, { location: link.refreshUrl }).end();
      return;
    }
    const action = `/connect/onboarding/${encodeURIComponent(link.id)}`;
    const button = (outcome: Onboarding, label: string) =>
      `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><button>${label}</button></form>`;
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>Stripe test onboarding</title></head><body><h1>Set up payments for ${escapeHtml(link.account)}</h1>` +
          `<p>Test mode: choose how the owner's details end.</p>` +
          button("complete", "Submit details") +
          button("restricted", "Submit without ID document") +
          button("pending", "Leave for now") +
          `</body></html>`,
      );
  });

  core.page("POST", "/connect/onboarding/:link", ({ params, body }, response) => {
    const link = links.get(params.link ?? "");
    if (!link || link.isUsed) {
      response.writeHead(404, { "content-type": "text/plain" }).end("This link has expired.");
      return;
    }
    link.isUsed = true;
    const outcome = text(body.outcome);
    onboard(link.account, outcome === "complete" || outcome === "restricted" ? outcome : "pending");
    response.writeHead(303, { location: link.returnUrl }).end();
  });

  return { accounts, find, onboard, accountOf };
}

export type DoubleConnect = ReturnType<typeof installConnect>;
