import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readAnnouncement } from "../../shared/businesses/announcement.ts";
import type { BusinessConfig } from "../../shared/businesses/business-config.ts";
import { fill } from "../../shared/common/fill.ts";
import { languagesOf, pickLanguage } from "../../shared/common/languages.ts";
import { currencyDigits, currencyOf, formatMoney } from "../../shared/common/money.ts";
import { countryCodeOf, displayPhone } from "../../shared/common/phone-number.ts";
import { LOYALTY_MESSAGES, type LoyaltyProgram } from "../../shared/loyalty/loyalty.ts";
import { type RewardsPageWords, rewardsPageWords } from "../../shared/loyalty/rewards-page-words.ts";
import { businesses } from "../db/schema.ts";
import { sendCode } from "../features/loyalty/loyalty-code-job.ts";
import {
  checkCode,
  closeSession,
  identityOf,
  memberOf,
  meOf,
  openSession,
  sessionMember,
} from "../features/loyalty/loyalty-members.ts";
import { programOf } from "../features/loyalty/loyalty-program.ts";
import { HttpError, unauthorized } from "../http/errors.ts";
import { readCookie } from "../http/session-cookie.ts";
import { NO_FRAMES } from "../lib/frame-policy.ts";
import { SECURITY_HEADERS } from "../lib/security-headers.ts";
import {
  GUEST_ROUTE_OPTIONS,
  type GuestPageContext,
  MAX_ADDRESS_LENGTH,
  sendNotFound,
  sendPage,
  sendUnavailable,
} from "./guest-page-context.ts";
import { makeCachedPage } from "./page-cache.ts";
import { themeCss } from "./render.ts";
import { BOOKING_PAGE_CSS } from "./render-booking.ts";
import { REWARDS_PAGE_CSS, type RewardsPageOptions, renderRewardsPage } from "./render-rewards.ts";

// A guest joins the restaurant's rewards program from its menu's address, /m/{url}/rewards: a phone or an email,
// the code sent to it, then what they hold. The session is an HttpOnly cookie on that restaurant's pages only
// (its path is the menu's address); without script every step works the same. Never cached.

const FORM_BODY_LIMIT = 16 * 1024;
const COOKIE = "menu_rewards";
const SESSION_SECONDS = 180 * 24 * 3600;

type Query = Record<string, string | undefined>;
type PageRequest = FastifyRequest<{ Params: { url: string }; Querystring: Query; Body: Query }>;

interface Found {
  business: { id: string; country: string | null; config: BusinessConfig };
  program: LoyaltyProgram;
  name: string;
  lang: string | null;
  css: string[];
  base: string;
  url: string;
}

async function findProgram(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const { url } = request.params;
  if (url.length > MAX_ADDRESS_LENGTH) return void sendNotFound(request, reply);
  const publication = await context.published.heads.find(url);
  if (!publication) return void sendNotFound(request, reply);
  if (!publication.isLive) return void sendUnavailable(request, reply);
  if (!publication.isRewarding) return void sendNotFound(request, reply);
  const snapshot = await context.published.loadSnapshot(publication.businessId, publication.version);
  if (!snapshot) return void sendUnavailable(request, reply);
  const [business] = await context.app.db
    .select({ id: businesses.id, country: businesses.country, config: businesses.config })
    .from(businesses)
    .where(eq(businesses.id, publication.businessId));
  if (!business) return void sendNotFound(request, reply);
  const picked = pickLanguage(
    languagesOf(snapshot.business.config),
    request.query.lang ?? request.body?.lang,
    request.headers["accept-language"],
  );
  return {
    business: { ...business, config: business.config as BusinessConfig },
    program: await programOf(context.app.db, business.id),
    name: snapshot.location.name,
    lang: picked.lang,
    css: [
      context.css,
      BOOKING_PAGE_CSS,
      REWARDS_PAGE_CSS,
      themeCss(snapshot.business.config, readAnnouncement(null)),
    ],
    base: `/m/${encodeURIComponent(url)}`,
    url,
  } satisfies Found;
}

/** How the program earns, in a sentence of the guest's language. */
function earningOf(found: Found, words: RewardsPageWords) {
  const currency = currencyOf(found.business.config, found.business.country);
  const { earn } = found.program;
  if (earn.kind === "POINTS_PER_UNIT")
    return fill(words.earnPerUnit, {
      points: String(earn.points),
      unit: formatMoney(10 ** currencyDigits(currency.code), currency),
    });
  return earn.minSubtotal > 0
    ? fill(words.earnPerOrder, {
        points: String(earn.points),
        minimum: formatMoney(earn.minSubtotal, currency),
      })
    : fill(words.earnPerAnyOrder, { points: String(earn.points) });
}

function send(
  context: GuestPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  found: Found,
  view: RewardsPageOptions["view"],
  options: { error?: string | null; status?: number } = {},
) {
  const words = rewardsPageWords(found.lang);
  const html = renderRewardsPage({
    name: found.name,
    lang: found.lang,
    css: found.css,
    base: found.base,
    earning: earningOf(found, words),
    error: options.error ?? null,
    view,
  });
  const page = makeCachedPage(html, found.css, false, NO_FRAMES, context.app.config.contextPath);
  return sendPage(request, reply, page, options.status ?? 200, true);
}

/** A phone as the restaurant's country writes it: national at home, international otherwise. */
const phoneText = (found: Found, e164: string) =>
  displayPhone(e164, countryCodeOf(found.business.country)).text;

/** The refusal in the guest's words, by its code; null for one that is not the guest's to fix. */
function refusalIn(error: unknown, words: RewardsPageWords): string | null {
  if (!(error instanceof HttpError)) return null;
  const byCode: Record<string, string> = {
    CODE_WRONG: words.codeWrong,
    CODE_EXPIRED: words.codeExpired,
    TOO_MANY_REQUESTS: words.tooManyCodes,
    CANNOT_TEXT: words.cannotText,
    VALIDATION: words.phoneInvalid,
    EMAIL_INVALID: words.phoneOrEmail,
  };
  return byCode[error.code] ?? error.message;
}

function cookieLine(
  context: GuestPageContext,
  request: FastifyRequest,
  found: Found,
  value: string,
  maxAge: number,
) {
  const secure = request.protocol === "https" || context.app.config.publicBaseUrl.startsWith("https:");
  return [
    `${COOKIE}=${value}`,
    `Path=${context.app.config.contextPath}${found.base}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

function redirectHome(reply: FastifyReply, found: Found, cookie: string) {
  reply
    .headers(SECURITY_HEADERS)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("set-cookie", cookie);
  return reply.redirect(
    `${found.base}/rewards${found.lang ? `?lang=${encodeURIComponent(found.lang)}` : ""}`,
    303,
  );
}

async function answerPage(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findProgram(context, request, reply);
  if (!found) return reply;
  const { app } = context;
  const token = readCookie(request, COOKIE);
  if (token) {
    try {
      const member = await sessionMember(app.db, found.business.id, `Guest ${token}`, app.clock());
      const identity = member.phone ? phoneText(found, member.phone) : member.email;
      return send(context, request, reply, found, {
        kind: "member",
        me: meOf(member, found.program),
        identity,
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // An old or foreign cookie: the way in again.
    }
  }
  return send(context, request, reply, found, {
    kind: "join",
    values: { phone: "", email: "" },
    canText: Boolean(app.config.twilio),
  });
}

async function submit(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findProgram(context, request, reply);
  if (!found) return reply;
  const { app } = context;
  const body = request.body ?? {};
  const words = rewardsPageWords(found.lang);
  if (body.step === "signout") {
    const token = readCookie(request, COOKIE);
    if (token) await closeSession(app.db, token);
    return redirectHome(reply, found, cookieLine(context, request, found, "", 0));
  }
  const phone = (body.phone ?? "").trim();
  const email = (body.email ?? "").trim();
  const to = { phone: email ? "" : phone, email };
  const join = { kind: "join" as const, values: { phone, email }, canText: Boolean(app.config.twilio) };
  if (!phone && !email)
    return send(context, request, reply, found, join, { error: words.phoneOrEmail, status: 400 });
  const now = app.clock();
  try {
    const identity = identityOf(email ? { email } : { phone }, found.business.country);
    if (body.step === "join") {
      await checkCode(app.db, found.business.id, identity, (body.code ?? "").trim(), now);
      const member = await memberOf(app.db, found.business.id, identity);
      const token = await openSession(app.db, member, now);
      return redirectHome(reply, found, cookieLine(context, request, found, token, SESSION_SECONDS));
    }
    if (identity.kind === "phone" && !app.config.twilio)
      return send(context, request, reply, found, join, { error: words.cannotText, status: 400 });
    await sendCode(app, { businessId: found.business.id, identity, lang: found.lang, address: request.ip });
    const shown = identity.kind === "phone" ? phoneText(found, identity.value) : identity.value;
    return send(context, request, reply, found, { kind: "code", to, shown });
  } catch (error) {
    const message = refusalIn(error, words);
    if (message === null) throw error;
    const status = error instanceof HttpError && error.status === 429 ? 429 : 400;
    // A wrong code keeps the code form; anything else goes back to the way in.
    const view =
      body.step === "join" && error instanceof HttpError && error.code === "CODE_WRONG"
        ? { kind: "code" as const, to, shown: email || phone }
        : join;
    return send(context, request, reply, found, view, { error: message, status });
  }
}

/**
 * The page's session handed to the cart on the same device (POST /m/{url}/rewards/session, same-site only: the
 * cookie is SameSite=Lax): a session of its own for the same member, answered to the cart's script, so a guest who
 * joined on the page is signed in at checkout while the page's cookie stays out of script's reach. 401 without a
 * live session of this restaurant.
 */
async function handOverSession(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const { app } = context;
  reply.header("cache-control", "no-store");
  const { url } = request.params;
  const publication = url.length > MAX_ADDRESS_LENGTH ? null : await context.published.heads.find(url);
  const token = readCookie(request, COOKIE);
  if (!publication?.isRewarding || !token) throw unauthorized(LOYALTY_MESSAGES.sessionNeeded);
  const member = await sessionMember(app.db, publication.businessId, `Guest ${token}`, app.clock());
  return reply.send({ guestToken: await openSession(app.db, member, app.clock()) });
}

export async function registerRewardsPage(context: GuestPageContext) {
  await context.app.register(async (pages) => {
    pages.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    pages.get("/m/:url/rewards", GUEST_ROUTE_OPTIONS, (request, reply) =>
      answerPage(context, request as PageRequest, reply),
    );
    pages.post("/m/:url/rewards", GUEST_ROUTE_OPTIONS, (request, reply) =>
      submit(context, request as PageRequest, reply),
    );
    pages.post("/m/:url/rewards/session", GUEST_ROUTE_OPTIONS, (request, reply) =>
      handOverSession(context, request as PageRequest, reply),
    );
  });
}
