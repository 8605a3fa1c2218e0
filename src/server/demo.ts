import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { newSecret } from "./db/ids.ts";
import { members } from "./db/schema.ts";
import { resolveBusinessScope } from "./db/tenancy.ts";
import { registerMember } from "./features/auth/auth.service.ts";
import { updateBusiness } from "./features/businesses/businesses.service.ts";
import { insertMenu } from "./features/menus/menus.service.ts";
import { publishBusiness } from "./features/publishing/publishing.service.ts";
import { DEMO_CONFIG, SAMPLE_MENU } from "./sample-menu.ts";

export const DEMO_EMAIL = "demo@menu.example";

export interface DemoAccount {
  email: string;
  password: string;
  /** The demo business's public address, e.g. "harbor-street-bistro". */
  url?: string;
}

/**
 * On an empty database, creates a demo owner with a demo business and a sample menu, published, and keeps
 * the generated password in the data folder so later starts can print it again.
 */
export async function ensureDemoAccount({
  db,
  dataDir,
}: {
  db: Db;
  dataDir: string;
}): Promise<DemoAccount | null> {
  const file = path.join(dataDir, "demo-account.json");
  const [row] = await db.select({ n: count() }).from(members);
  if ((row?.n ?? 0) > 0) {
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as DemoAccount) : null;
  }
  const account: DemoAccount = { email: DEMO_EMAIL, password: newSecret().slice(0, 12) };
  // Kept before the owner exists: if this start stops half-way, the next one finds no member and starts over,
  // and a password that was used is never lost.
  writeFileSync(file, JSON.stringify(account, null, 2));
  const { business } = await registerMember({
    db,
    body: {
      email: account.email,
      password: account.password,
      business: {
        name: "Harbor Street Bistro",
        phone: "4155550142",
        address: "210 Harbor Street",
        city: "San Francisco",
        state: "CA",
        zip: "94111",
        country: "United States",
      },
    },
  });
  await insertMenu({ db, businessId: business.id, ...SAMPLE_MENU });
  const scopeOf = () => resolveBusinessScope({ db, memberId: business.memberId, businessId: business.id });
  await updateBusiness({ db, scope: await scopeOf(), changes: { config: DEMO_CONFIG }, merge: true });
  // A scope holds the business as it was read: publish from a fresh one, with the demo's config.
  await publishBusiness({ db, scope: await scopeOf() });
  account.url = business.url;
  writeFileSync(file, JSON.stringify(account, null, 2));
  return account;
}
