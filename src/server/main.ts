import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { embeddedClient, openDatabase } from "./db/client.ts";
import { upkeepOnce } from "./db/embedded-upkeep.ts";
import { ensureDemoAccount } from "./demo.ts";
import { readEnv } from "./env.ts";
import { OCR_LIMITS } from "./features/menu-import/ocr-engine.ts";
import { PDF_LIMITS } from "./features/menu-import/pdf-reader.ts";
import { SPREADSHEET_LIMITS } from "./features/menu-import/spreadsheet-reader.ts";
import { createMailer } from "./mail/mailer.ts";
import { createS3Storage } from "./storage/s3-storage.ts";
import { createDiskStorage } from "./storage/storage.ts";

/** The import readers' limits as the product sets them, each reading at the nice value the environment gives. */
function readingLimits(nice: number) {
  return {
    ocr: { ...OCR_LIMITS, nice },
    pdf: { ...PDF_LIMITS, nice },
    spreadsheet: { ...SPREADSHEET_LIMITS, nice },
  };
}

const startedAt = performance.now();
const env = readEnv();
const dataDir = path.resolve(env.DATA_DIR);
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const publicBaseUrl = env.PUBLIC_BASE_URL?.replace(/\/+$/, "") ?? `http://localhost:${env.PORT}`;

// The data folder (demo login, outbox, uploads) exists whichever database is used.
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  poolSize: env.DATABASE_POOL_SIZE,
  keepConnections: true,
  dataDir,
});
// The embedded database has no autovacuum: its tables are brought up to date before the first request, then kept
// so between requests (db/embedded-upkeep.ts).
const embedded = embeddedClient(database.db);
if (embedded) await upkeepOnce(embedded);
const demo = env.DEMO_ACCOUNT ? await ensureDemoAccount({ db: database.db, dataDir }) : null;

const app = await buildApp({
  db: database.db,
  listen: database.listen,
  mailer: createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(dataDir, "outbox"),
    log: (message) => app.log.info(message),
  }),
  storage: env.S3_BUCKET
    ? createS3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      })
    : createDiskStorage(path.join(dataDir, "uploads")),
  config: {
    publicBaseUrl,
    contextPath: env.CONTEXT_PATH,
    debug: env.DEBUG,
    webDir: path.join(rootDir, "dist/web"),
    trustProxy: env.TRUST_PROXY,
    guestAccessLogEvery: env.GUEST_ACCESS_LOG,
    adminEmails: env.ADMIN_EMAILS,
    ...readingLimits(env.IMPORT_READER_NICE),
    payments: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? "",
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
          apiUrl: env.STRIPE_API_URL,
          jsUrl: env.STRIPE_JS_URL,
          feePercent: env.PLATFORM_FEE_PERCENT,
        }
      : undefined,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? {
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiUrl: env.TWILIO_API_URL,
          }
        : undefined,
  },
  logger: env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL },
});

async function shutdown(signal: string) {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.PORT, host: env.HOST });
const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
const lines = [
  "",
  `  Menu builder is ready in ${seconds} s on ${database.engine === "pglite" ? `the embedded database (${dataDir})` : "PostgreSQL"}`,
  `  Dashboard:  ${publicBaseUrl}${env.CONTEXT_PATH}/login`,
];
if (demo) lines.push(`  Demo login: ${demo.email} / ${demo.password}`);
if (demo?.url) lines.push(`  Guest page: ${publicBaseUrl}${env.CONTEXT_PATH}/m/${demo.url}`);
console.log(`${lines.join("\n")}\n`);
