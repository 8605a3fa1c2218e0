import { z } from "zod";
import { senderAddress } from "./mail/mailer.ts";

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined);

// The environment is read once, here, and a wrong value stops the server with a clear message, not later
// in the middle of a request.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Connections the app keeps open to PostgreSQL (with DATABASE_URL). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The sender of every mail; a guest's mail keeps its address under the restaurant's name. */
  MAIL_FROM: z
    .string()
    .default("Menu Builder <no-reply@localhost>")
    .refine(
      (value) => /^[^\s<>@]+@[^\s<>@]+$/.test(senderAddress(value)),
      "MAIL_FROM must be an address, such as no-reply@example.com or Menu Builder <no-reply@example.com>.",
    ),
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The path every route sits under (dashboard, API, guest pages), e.g. "/admin"; empty serves them at the root. */
  CONTEXT_PATH: z
    .string()
    .default("")
    .transform((p) => p.replace(/\/+$/, ""))
    .refine((p) => p === "" || /^\/[A-Za-z0-9/_-]+$/.test(p), "CONTEXT_PATH must look like /path"),
  /** The root route exists only when debug mode is on. */
  DEBUG: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  DEMO_ACCOUNT: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v !== "false" && v !== "0"),
  /**
   * The CPU priority (nice value, 0–19) at which imported files (photos, PDFs, spreadsheets) are read: 19, the
   * lowest, keeps a reading behind the guests' pages; a machine that serves no guests may read sooner.
   */
  IMPORT_READER_NICE: z.coerce
    .number({ error: "IMPORT_READER_NICE must be a whole number from 0 to 19." })
    .int("IMPORT_READER_NICE must be a whole number from 0 to 19.")
    .min(0, "IMPORT_READER_NICE must be a whole number from 0 to 19.")
    .max(19, "IMPORT_READER_NICE must be a whole number from 0 to 19.")
    .default(19),
  /** Uploads go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Behind a load balancer or proxy: whom to believe about the client's address (X-Forwarded-For), so rate
   * limits count guests, not the proxy. A number trusts that many proxies in front of the app (1 behind one
   * load balancer); a comma-separated list trusts those proxy addresses or CIDR ranges; empty trusts nobody.
   * Never "every hop": the left-most X-Forwarded-For entry is written by the client itself.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value, ctx): false | number | string[] => {
      const text = value.trim();
      if (text === "" || text === "false" || text === "0") return false;
      if (/^\d{1,2}$/.test(text)) return Number(text);
      const entries = text.split(",").map((entry) => entry.trim());
      if (entries.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) return entries;
      ctx.addIssue({
        code: "custom",
        message: "TRUST_PROXY must be a number of proxies or their addresses, e.g. 1 or 10.0.0.0/8",
      });
      return z.NEVER;
    }),
  /**
   * How many guest page reads (GET /m, /o, /l) get their access-log line: "off" (default),
   * "all", or "1/N" for one in N. Off because the proxy in front keeps the full access log and even one read
   * in a hundred, written synchronously, cost a third of the page's CPU time (bench/RESULTS.md); errors are
   * logged whatever this says.
   */
  GUEST_ACCESS_LOG: z
    .string()
    .default("off")
    .transform((value, ctx): number => {
      const text = value.trim().toLowerCase();
      if (text === "off" || text === "0") return 0;
      if (text === "all" || text === "on" || text === "1") return 1;
      const match = /^1\/(\d{1,7})$/.exec(text);
      if (match && Number(match[1]) >= 1) return Number(match[1]);
      ctx.addIssue({ code: "custom", message: 'GUEST_ACCESS_LOG must be "off", "all" or "1/N", e.g. 1/100' });
      return z.NEVER;
    }),
  /** The operators, by email (comma-separated); their token opens `adm` and the operator calls. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Stripe Connect. Without STRIPE_SECRET_KEY online card payment is off and the
  // dashboard says why; STRIPE_API_URL points the SDK elsewhere (a local server speaking Stripe's protocol).
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_PUBLISHABLE_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_API_URL: z
    .string()
    .url("STRIPE_API_URL must be a URL, e.g. http://127.0.0.1:12111")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  STRIPE_JS_URL: z
    .string()
    .url("STRIPE_JS_URL must be a URL")
    .default("https://js.stripe.com/v3/")
    .or(z.literal("").transform(() => "https://js.stripe.com/v3/")),
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: "PLATFORM_FEE_PERCENT must be a number from 0 to 100" })
    .min(0, "PLATFORM_FEE_PERCENT must be a number from 0 to 100")
    .max(100, "PLATFORM_FEE_PERCENT must be a number from 0 to 100")
    .default(0),
  // Twilio, for the guests' text messages about their orders; all three or none. TWILIO_API_URL points the
  // SDK elsewhere (a local server speaking Twilio's Messages API).
  TWILIO_ACCOUNT_SID: optionalText(),
  TWILIO_AUTH_TOKEN: optionalText(),
  TWILIO_FROM: optionalText(),
  TWILIO_API_URL: z
    .string()
    .url("TWILIO_API_URL must be a URL, e.g. http://127.0.0.1:12112")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.output<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
