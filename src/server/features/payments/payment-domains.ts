import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client.ts";
import { paymentDomains } from "../../db/schema.ts";

// Apple Pay, Google Pay and Link show in Stripe's Payment Element only on a domain registered with Stripe's
// Payment Method Domains, on the account that makes the charge. Ours are destination charges (the intent is the
// platform's, with transfer_data to the owner's account: order-payments.service.ts), so the guest domain is
// registered once on the platform's account, not on each connected account. Recorded in payment_domains so a
// restart, or another instance, does not ask again; Stripe is listed before creating, so a domain registered
// by an earlier install (or by hand in the dashboard) is taken as it is.

/** The platform's own account, as recorded: destination charges are made on it. */
export const PLATFORM_ACCOUNT = "platform";

export type DomainRegistration = "known" | "found" | "registered";

export async function registerPaymentDomain({
  db,
  stripe,
  domain,
  account = PLATFORM_ACCOUNT,
}: {
  db: Db;
  stripe: Stripe;
  /** A host name, as guests open the pages ("menu.example.com"). */
  domain: string;
  account?: string;
}): Promise<DomainRegistration> {
  const name = domain.trim().toLowerCase();
  const [known] = await db
    .select({ id: paymentDomains.stripeDomainId })
    .from(paymentDomains)
    .where(and(eq(paymentDomains.account, account), eq(paymentDomains.domain, name)))
    .limit(1);
  if (known) return "known";
  const options = account === PLATFORM_ACCOUNT ? {} : { stripeAccount: account };
  const listed = await stripe.paymentMethodDomains.list({ domain_name: name, limit: 1 }, options);
  let found = listed.data.find((entry) => entry.domain_name === name);
  let outcome: DomainRegistration = "found";
  if (!found) {
    found = await stripe.paymentMethodDomains.create({ domain_name: name, enabled: true }, options);
    outcome = "registered";
  } else if (!found.enabled) {
    // Turned off at Stripe (by hand, or an older install): wallets show again only once it is on.
    found = await stripe.paymentMethodDomains.update(found.id, { enabled: true }, options);
  }
  await db
    .insert(paymentDomains)
    .values({ account, domain: name, stripeDomainId: found.id })
    .onConflictDoNothing();
  return outcome;
}
