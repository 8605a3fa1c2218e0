import { text } from "./form.ts";
import { invalidRequest, missing, type StripeDoubleCore, type StripeRequest } from "./stripe-double.ts";

// Stripe's Payment Method Domains (POST/GET /v1/payment_method_domains, GET and POST …/{id}): the domains where
// Elements may show Apple Pay, Google Pay and Link. Kept per account, as Stripe keeps them: the platform's own,
// or a connected account's when the call carries `Stripe-Account`. The stand-in Stripe.js asks which are active
// for the page's host (GET /v1/elements/domain?host) before it offers a wallet, as Elements only shows them there.

export interface DoublePaymentMethodDomain {
  id: string;
  object: "payment_method_domain";
  domain_name: string;
  enabled: boolean;
  apple_pay: { status: "active" | "inactive" };
  google_pay: { status: "active" | "inactive" };
  link: { status: "active" | "inactive" };
  paypal: { status: "active" | "inactive" };
  created: number;
  livemode: false;
}

const PLATFORM = "platform";
const accountOf = (request: StripeRequest) => {
  const header = request.headers["stripe-account"];
  return (Array.isArray(header) ? header[0] : header) || PLATFORM;
};

export function installPaymentMethodDomains(core: StripeDoubleCore) {
  /** Account ("platform" or acct_…) → its domains by id. */
  const byAccount = new Map<string, Map<string, DoublePaymentMethodDomain>>();
  const domainsOf = (account: string) => {
    let domains = byAccount.get(account);
    if (!domains) {
      domains = new Map();
      byAccount.set(account, domains);
    }
    return domains;
  };
  const status = (on: boolean) => ({ status: on ? ("active" as const) : ("inactive" as const) });
  const withEnabled = (domain: DoublePaymentMethodDomain, enabled: boolean) => {
    domain.enabled = enabled;
    domain.apple_pay = status(enabled);
    domain.google_pay = status(enabled);
    domain.link = status(enabled);
    domain.paypal = status(enabled);
    return domain;
  };
  const flag = (value: unknown) => (value === undefined ? undefined : text(value as string) === "true");

  core.api("POST", "/v1/payment_method_domains", (request) => {
    const name = text(request.body.domain_name)?.trim().toLowerCase();
    if (!name)
      throw invalidRequest("Missing required param: domain_name.", "parameter_missing", "domain_name");
    if (!/^[a-z0-9.-]+$/.test(name) || name.includes("://"))
      throw invalidRequest("The domain name is not valid.", undefined, "domain_name");
    const domains = domainsOf(accountOf(request));
    if ([...domains.values()].some((domain) => domain.domain_name === name))
      throw invalidRequest(
        `A payment method domain for ${name} already exists on this account.`,
        "resource_already_exists",
        "domain_name",
      );
    const domain: DoublePaymentMethodDomain = {
      id: core.newId("pmd"),
      object: "payment_method_domain",
      domain_name: name,
      enabled: true,
      apple_pay: status(true),
      google_pay: status(true),
      link: status(true),
      paypal: status(true),
      created: core.now(),
      livemode: false,
    };
    withEnabled(domain, flag(request.body.enabled) ?? true);
    domains.set(domain.id, domain);
    return domain;
  });

  core.api("GET", "/v1/payment_method_domains", (request) => {
    const name = text(request.query.domain_name)?.toLowerCase();
    const enabled = flag(request.query.enabled);
    const limit = Math.min(100, Math.max(1, Number(text(request.query.limit) ?? 10) || 10));
    const data = [...domainsOf(accountOf(request)).values()]
      .filter(
        (domain) =>
          (name === undefined || domain.domain_name === name) &&
          (enabled === undefined || domain.enabled === enabled),
      )
      .sort((a, b) => b.created - a.created);
    return {
      object: "list",
      data: data.slice(0, limit),
      has_more: data.length > limit,
      url: "/v1/payment_method_domains",
    };
  });

  const find = (request: StripeRequest) => {
    const domain = domainsOf(accountOf(request)).get(request.params.id ?? "");
    if (!domain) throw missing("payment_method_domain", request.params.id ?? "");
    return domain;
  };
  core.api("GET", "/v1/payment_method_domains/:id", (request) => find(request));
  core.api("POST", "/v1/payment_method_domains/:id", (request) => {
    const domain = find(request);
    const enabled = flag(request.body.enabled);
    return enabled === undefined ? domain : withEnabled(domain, enabled);
  });
  core.api("POST", "/v1/payment_method_domains/:id/validate", (request) => find(request));

  // Not Stripe's published API: what Elements learns for itself when it loads on a page (whether the host is a
  // registered, enabled domain of the platform), asked by the stand-in Stripe.js with the publishable key.
  core.api(
    "GET",
    "/v1/elements/domain",
    (request) => {
      const host = text(request.query.host)?.toLowerCase() ?? "";
      const domain = [...domainsOf(PLATFORM).values()].find((candidate) => candidate.domain_name === host);
      return { host, registered: domain?.enabled === true };
    },
    { publishable: true },
  );

  return {
    /** The domains registered on an account (the platform's by default). */
    list: (account = PLATFORM) => [...domainsOf(account).values()],
  };
}
