// Many businesses in PostgreSQL, fast, for the scale budget (bench/scale.ts). A business made through the
// real API (owner, business, menu, publication) is the template; each copy gets its own ids, owner, email and
// address (`seed-<n>`), so every row is one the app itself could have written. Copies are made in SQL, 10,000
// per statement, with a session per owner, two ratings per business and an old address for one in ten.
import pg from "pg";

const TABLES: {
  table: string;
  key: string;
  of: "memberId" | "businessId";
  changes: (n: string) => string;
}[] = [
  {
    table: "members",
    key: "id = $1",
    of: "memberId",
    changes: (n) => `'id', 'seed-m-' || ${n}, 'email', 'seed-' || ${n} || '@example.com'`,
  },
  {
    table: "businesses",
    key: "id = $1",
    of: "businessId",
    changes: (n) =>
      `'id', 'seed-b-' || ${n}, 'member_id', 'seed-m-' || ${n}, 'url', 'seed-' || ${n}, ` +
      `'custom_url', null, 'internal_id', nextval('businesses_internal_id_seq')`,
  },
  {
    table: "menus",
    key: "business_id = $1",
    of: "businessId",
    changes: (n) => `'id', 'seed-menu-' || ${n} || '-' || sequence, 'business_id', 'seed-b-' || ${n}`,
  },
  {
    table: "publications",
    key: "business_id = $1",
    of: "businessId",
    changes: (n) => `'business_id', 'seed-b-' || ${n}`,
  },
];

/** Copies the template business `count` times; returns the seconds it took. */
export async function seedBusinesses(
  databaseUrl: string,
  template: { memberId: string; businessId: string },
  count: number,
  log: (line: string) => void = () => {},
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const batch = 10_000;
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query("begin");
      for (const { table, key, of, changes } of TABLES) {
        await client.query(
          `insert into ${table}
             select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object(${changes("n")}))).*
             from ${table} t, generate_series($2::int, $3::int) n
             where ${key}`,
          [template[of], from, to],
        );
      }
      // What owners and guests add over time, so the plans below read tables of a realistic size: a session per
      // owner, two ratings per business, and an old address for one business in ten.
      await client.query(
        `insert into sessions (id, member_id, token_hash, expires_at)
           select 'seed-s-' || n, 'seed-m-' || n, md5('seed-session-' || n), now() + interval '30 days'
           from generate_series($1::int, $2::int) n`,
        [from, to],
      );
      await client.query(
        `insert into ratings (id, business_id, name, message, score, approved)
           select 'seed-r-' || n || '-' || k, 'seed-b-' || n, 'Guest', 'Lovely', 5, k = 1
           from generate_series($1::int, $2::int) n, generate_series(1, 2) k`,
        [from, to],
      );
      await client.query(
        `insert into previous_urls (url, business_id)
           select 'seed-old-' || n, 'seed-b-' || n from generate_series($1::int, $2::int) n where n % 10 = 0`,
        [from, to],
      );
      await client.query("commit");
      log(`  seeded ${to} businesses`);
    }
    await client.query("analyze");
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
