import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readAnnouncement } from "../../shared/businesses/announcement.ts";
import { languagesOf, pickLanguage } from "../../shared/common/languages.ts";
import { MESSAGES } from "../../shared/common/messages.ts";
import { currencyOf, formatMoney } from "../../shared/common/money.ts";
import { businessClockOf, localDate } from "../../shared/hours/business-clock.ts";
import { bookingWords } from "../../shared/reservations/booking-words.ts";
import { BookingRequestSchema, GuestChangeSchema } from "../../shared/reservations/reservations.ts";
import { isStripeOutage, type PaymentsConfig } from "../features/payments/stripe-client.ts";
import { stripeCspSources } from "../features/payments/stripe-csp.ts";
import type { BookingBusiness } from "../features/reservations/booking-rules.ts";
import {
  bookingBusiness,
  bookTable,
  cancelByGuest,
  changeByGuest,
  confirmByGuest,
  guestBooking,
  reservationTimes,
  toGuestReservation,
} from "../features/reservations/bookings.service.ts";
import { guaranteeDepsOf } from "../features/reservations/guarantee.routes.ts";
import { guestGuarantee, storeSavedCard } from "../features/reservations/guarantee.service.ts";
import { settingsOf } from "../features/reservations/table-holds.ts";
import { guestWait } from "../features/reservations/waitlist.service.ts";
import { HttpError } from "../http/errors.ts";
import { issuesToFieldErrors } from "../http/validation-answer.ts";
import { NO_FRAMES } from "../lib/frame-policy.ts";
import { SECURITY_HEADERS } from "../lib/security-headers.ts";
import { bookingCalendar } from "./booking-calendar.ts";
import {
  GUEST_ROUTE_OPTIONS,
  type GuestPageContext,
  MAX_ADDRESS_LENGTH,
  MAX_ID_LENGTH,
  sendNotFound,
  sendPage,
  sendUnavailable,
} from "./guest-page-context.ts";
import { makeCachedPage } from "./page-cache.ts";
import { MESSAGE_CSS, renderMessagePage, themeCss } from "./render.ts";
import {
  BOOKING_PAGE_CSS,
  type BookingPageShell,
  type BookingViewOptions,
  cardForm,
  renderBookingForm,
  renderBookingView,
  renderWaitView,
  withLang,
} from "./render-booking.ts";

// A guest books a table from the menu's address: /m/{url}/book (the form), /m/{url}/bookings/{id}?key (the
// booking's page, its cancel and its calendar file). Every page is made for its request and never cached: the
// times with room change with each booking. The forms work without script; refusals come back as the form with
// the reason above it.

const FORM_BODY_LIMIT = 16 * 1024;
const DAY_MS = 24 * 3_600_000;

type Query = Record<string, string | undefined>;
type PageRequest = FastifyRequest<{ Params: { url: string; id?: string }; Querystring: Query; Body: Query }>;

interface Found {
  business: BookingBusiness;
  shell: BookingPageShell;
}

/** The restaurant at the address and the page's frame in the guest's language; null once answered (404, 402). */
async function findRestaurant(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const { url } = request.params;
  if (url.length > MAX_ADDRESS_LENGTH) return void sendNotFound(request, reply);
  const publication = await context.published.heads.find(url);
  if (!publication) return void sendNotFound(request, reply);
  if (!publication.isLive) return void sendUnavailable(request, reply);
  const snapshot = await context.published.loadSnapshot(publication.businessId, publication.version);
  if (!snapshot) return void sendUnavailable(request, reply);
  const business = await bookingBusiness(context.app.db, publication.businessId);
  const picked = pickLanguage(
    languagesOf(snapshot.business.config),
    request.query.lang ?? request.body?.lang,
    request.headers["accept-language"],
  );
  const clock = businessClockOf(business.config);
  const shell: BookingPageShell = {
    name: snapshot.location.name,
    phone: snapshot.business.config.phone || snapshot.location.phone || "",
    lang: picked.lang,
    css: [context.css, BOOKING_PAGE_CSS, themeCss(snapshot.business.config, readAnnouncement(null))],
    base: `/m/${encodeURIComponent(url)}`,
    clock,
  };
  return { business, shell } satisfies Found;
}

function send(
  context: GuestPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  found: Found,
  html: string,
  status = 200,
  /** Stripe's, when the page holds the card form: its script, API and frames join the page's CSP. */
  stripe?: PaymentsConfig,
) {
  const page = makeCachedPage(html, found.shell.css, false, NO_FRAMES, context.app.config.contextPath);
  return sendPage(
    request,
    reply,
    stripe ? { ...page, csp: withStripe(page.csp, stripe) } : page,
    status,
    true,
  );
}

/** The page's CSP with what Stripe's card form needs added to it. */
function withStripe(csp: string, stripe: PaymentsConfig) {
  const sources = stripeCspSources(stripe.jsUrl, stripe.apiUrl);
  return `${csp
    .replace("script-src 'self'", `script-src 'self' ${sources.script}`)
    .replace(
      "connect-src 'self'",
      `connect-src 'self' ${sources.connect}`,
    )}; frame-src ${sources.frames.join(" ")}`;
}

/** A fee as the guest reads it, in the restaurant's currency. */
const feeText = (business: BookingBusiness, minor: number) =>
  formatMoney(minor, currencyOf(business.config, business.country));

/** A sentence on its own page with the way back to the menu (bookings off, a cancel refused). */
function sendMessage(
  context: GuestPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  found: Found,
  message: string,
  status: number,
) {
  const back = {
    href: withLang(found.shell.base, found.shell.lang),
    label: bookingWords(found.shell.lang).back,
  };
  const page = makeCachedPage(
    renderMessagePage(message, back),
    [MESSAGE_CSS],
    false,
    NO_FRAMES,
    context.app.config.contextPath,
  );
  return sendPage(request, reply, page, status, true);
}

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
};

/** The form for a party and a day, with their times, and a refusal above it when there is one. */
async function answerForm(
  context: GuestPageContext,
  request: PageRequest,
  reply: FastifyReply,
  found: Found,
  input: { values?: Query; error?: string | null; status?: number } = {},
) {
  const { app } = context;
  const source = { ...request.query, ...input.values };
  const settings = await settingsOf(app.db, found.business.id);
  if (!settings.enabled) return sendMessage(context, request, reply, found, MESSAGES.notFoundPage, 404);
  const now = app.clock();
  const today = localDate(now, found.shell.clock);
  const party = Math.min(settings.maxParty, Math.max(settings.minParty, numberOr(source.party, 2)));
  const date = /^\d{4}-\d{2}-\d{2}$/.test(source.date ?? "") ? (source.date as string) : today;
  let times: { time: string; available: boolean }[] | null = null;
  let error = input.error ?? null;
  try {
    times = await reservationTimes({
      db: app.db,

      business: found.business,
      date,
      party,
      lang: found.shell.lang,
      now,
    });
  } catch (refusal) {
    if (!(refusal instanceof HttpError)) throw refusal;
    error ??= refusal.message;
  }
  const change = source.booking && source.key ? { id: source.booking, key: source.key } : null;
  const html = renderBookingForm({
    shell: found.shell,
    businessId: found.business.id,
    party,
    partySizes: Array.from(
      { length: settings.maxParty - settings.minParty + 1 },
      (_, n) => settings.minParty + n,
    ),
    date,
    firstDay: today,
    lastDay: localDate(new Date(now.getTime() + settings.maxDaysAhead * DAY_MS), found.shell.clock),
    times,
    chosenTime: source.time ?? null,
    error,
    values: {
      name: source.name ?? "",
      phone: source.phone ?? "",
      email: source.email ?? "",
      note: source.note ?? "",
    },
    formKey: source.formKey && source.formKey.length <= 64 ? source.formKey : randomUUID(),
    change,
    script: context.scripts.book,
    guarantee: settings.guarantee?.noShowFee
      ? {
          fromParty: settings.guarantee.fromParty,
          fee: feeText(found.business, settings.guarantee.noShowFee),
        }
      : null,
  });
  return send(context, request, reply, found, html, input.status ?? 200);
}

/** The first sentence a refused form reads: the service's reason, or the first field's. */
function refusalOf(error: unknown): { message: string; status: number } | null {
  if (!(error instanceof HttpError)) return null;
  return { message: error.message, status: error.status === 409 ? 409 : 400 };
}

function redirectTo(reply: FastifyReply, location: string) {
  reply
    .headers(SECURITY_HEADERS)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer");
  return reply.redirect(location, 303);
}

async function submitBooking(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findRestaurant(context, request, reply);
  if (!found) return reply;
  const body = request.body ?? {};
  const { app } = context;
  const lang = found.shell.lang;
  if (!body.time)
    return answerForm(context, request, reply, found, {
      values: body,
      error: bookingWords(lang).chooseTime,
      status: 400,
    });
  try {
    if (body.booking && body.key) {
      const change = GuestChangeSchema.safeParse({ party: body.party, time: body.time });
      if (!change.success)
        throw new HttpError(
          400,
          "VALIDATION",
          issuesToFieldErrors(change.error.issues, { input: body })[0]?.message ?? MESSAGES.invalidRequest,
        );
      await changeByGuest({
        db: app.db,
        jobs: app.jobs,
        id: body.booking,
        key: body.key,
        change: change.data,
        lang,
        now: app.clock(),
      });
      return redirectTo(
        reply,
        withLang(
          `${found.shell.base}/bookings/${encodeURIComponent(body.booking)}?key=${encodeURIComponent(body.key)}`,
          lang,
          "&",
        ),
      );
    }
    const parsed = BookingRequestSchema.safeParse({
      party: body.party,
      time: body.time,
      guest: { name: body.name ?? "", phone: body.phone ?? "", email: body.email ?? "" },
      note: body.note ?? "",
      notify: { email: Boolean(body.email) },
    });
    if (!parsed.success)
      throw new HttpError(
        400,
        "VALIDATION",
        issuesToFieldErrors(parsed.error.issues, { input: body })[0]?.message ?? MESSAGES.invalidRequest,
      );
    const { row } = await bookTable({
      db: app.db,
      jobs: app.jobs,
      business: found.business,
      request: parsed.data,
      idempotencyKey: body.formKey && body.formKey.length >= 8 ? body.formKey : randomUUID(),
      lang,
      now: app.clock(),
    });
    return redirectTo(
      reply,
      withLang(
        `${found.shell.base}/bookings/${encodeURIComponent(row.id)}?key=${encodeURIComponent(row.guestKey)}`,
        lang,
        "&",
      ),
    );
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    // A refusal keeps what the guest typed, but a new form key: the next try is a new booking.
    return answerForm(context, request, reply, found, {
      values: { ...body, formKey: "" },
      error: refusal.message,
      status: refusal.status,
    });
  }
}

/** The booking the key opens, at this restaurant's address; null once answered with the guest's 404. */
async function findBooking(
  context: GuestPageContext,
  request: PageRequest,
  reply: FastifyReply,
  found: Found,
) {
  const id = request.params.id ?? "";
  const key = request.query.key ?? request.body?.key ?? "";
  if (id.length > MAX_ID_LENGTH || !key || key.length > 200) return void sendNotFound(request, reply);
  try {
    const booked = await guestBooking(context.app.db, id, key);
    if (booked.business.id !== found.business.id) return void sendNotFound(request, reply);
    return { ...booked, key };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return void sendNotFound(request, reply);
    throw error;
  }
}

async function answerBooking(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findRestaurant(context, request, reply);
  if (!found) return reply;
  const booked = await findBooking(context, request, reply, found);
  if (!booked) return reply;
  const deps = guaranteeDepsOf(context.app);
  // Back from Stripe after a bank's check (its redirect names the SetupIntent): the card is stored before the page
  // says whether it is; a card not saved yet leaves the form as it was.
  if (request.query.setup_intent)
    await storeSavedCard(deps, booked.row.id).catch((error: unknown) => {
      if (!(error instanceof HttpError) && !isStripeOutage(error)) throw error;
    });
  const guarantee = await guestGuarantee(deps, booked.row);
  const view = toGuestReservation(booked.row, booked.business, booked.settings, guarantee);
  const { config } = context.app.payments;
  const card =
    context.app.payments.stripe && config
      ? {
          stripeJs: config.jsUrl,
          script: context.scripts.bookCard,
          savedUrl: `/v1/public/reservations/${encodeURIComponent(booked.row.id)}/card?key=${encodeURIComponent(booked.key)}`,
        }
      : null;
  const options: BookingViewOptions = {
    shell: found.shell,
    booking: { ...view, guestName: view.guest.name },
    key: booked.key,
    now: context.app.clock(),
    // A reminder's link asks; so does the page itself on the booking's last day.
    askComing: request.query.confirm === "1",
    guarantee: guarantee ? { view: guarantee, fee: feeText(found.business, guarantee.noShowFee) } : null,
    card,
  };
  const html = renderBookingView(options);
  return send(context, request, reply, found, html, 200, cardForm(options) ? config : undefined);
}

async function cancelBooking(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findRestaurant(context, request, reply);
  if (!found) return reply;
  const booked = await findBooking(context, request, reply, found);
  if (!booked) return reply;
  const back = withLang(
    `${found.shell.base}/bookings/${encodeURIComponent(booked.row.id)}?key=${encodeURIComponent(booked.key)}`,
    found.shell.lang,
    "&",
  );
  try {
    await cancelByGuest({
      db: context.app.db,
      jobs: context.app.jobs,
      id: booked.row.id,
      key: booked.key,
      lang: found.shell.lang,
      now: context.app.clock(),
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return sendMessage(context, request, reply, found, refusal.message, 400);
  }
  return redirectTo(reply, back);
}

/** "Yes, we're coming" from the booking's page (a reminder's link): the page again, saying thank you. */
async function confirmBooking(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findRestaurant(context, request, reply);
  if (!found) return reply;
  const booked = await findBooking(context, request, reply, found);
  if (!booked) return reply;
  try {
    await confirmByGuest({
      db: context.app.db,
      id: booked.row.id,
      key: booked.key,
      lang: found.shell.lang,
      now: context.app.clock(),
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return sendMessage(context, request, reply, found, refusal.message, 400);
  }
  return redirectTo(
    reply,
    withLang(
      `${found.shell.base}/bookings/${encodeURIComponent(booked.row.id)}?key=${encodeURIComponent(booked.key)}`,
      found.shell.lang,
      "&",
    ),
  );
}

async function answerCalendar(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findRestaurant(context, request, reply);
  if (!found) return reply;
  const booked = await findBooking(context, request, reply, found);
  if (!booked) return reply;
  const publicBase = `${context.app.config.publicBaseUrl}${context.app.config.contextPath}`;
  const ics = bookingCalendar({
    id: booked.row.id,
    start: booked.row.startsAt,
    end: booked.row.endsAt,
    restaurant: found.shell.name,
    party: booked.row.party,
    lang: found.shell.lang,
    link: `${publicBase}${found.shell.base}/bookings/${encodeURIComponent(booked.row.id)}?key=${encodeURIComponent(booked.key)}`,
    isCancelled: booked.row.status === "CANCELLED",
  });
  return reply
    .headers(SECURITY_HEADERS)
    .header("cache-control", "no-store")
    .header("content-disposition", 'attachment; filename="booking.ics"')
    .type("text/calendar; charset=utf-8")
    .send(ics);
}

/** A waiting party's place in line, by their key, at this restaurant's address. */
async function answerWait(context: GuestPageContext, request: PageRequest, reply: FastifyReply) {
  const found = await findRestaurant(context, request, reply);
  if (!found) return reply;
  const id = request.params.id ?? "";
  const key = request.query.key ?? "";
  if (id.length > MAX_ID_LENGTH || !key || key.length > 200) return sendNotFound(request, reply);
  let wait: Awaited<ReturnType<typeof guestWait>>;
  try {
    wait = await guestWait(context.app.db, id, key);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return sendNotFound(request, reply);
    throw error;
  }
  if (wait.row.businessId !== found.business.id) return sendNotFound(request, reply);
  return send(context, request, reply, found, renderWaitView({ shell: found.shell, wait: wait.view }));
}

export async function registerBookingPages(context: GuestPageContext) {
  await context.app.register(async (pages) => {
    pages.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    pages.get<{ Params: { url: string }; Querystring: Query }>(
      "/m/:url/book",
      GUEST_ROUTE_OPTIONS,
      async (request, reply) => {
        const found = await findRestaurant(context, request as PageRequest, reply);
        return found ? answerForm(context, request as PageRequest, reply, found) : reply;
      },
    );
    pages.post("/m/:url/book", GUEST_ROUTE_OPTIONS, (request, reply) =>
      submitBooking(context, request as PageRequest, reply),
    );
    pages.get("/m/:url/bookings/:id", GUEST_ROUTE_OPTIONS, (request, reply) =>
      answerBooking(context, request as PageRequest, reply),
    );
    pages.post("/m/:url/bookings/:id/cancel", GUEST_ROUTE_OPTIONS, (request, reply) =>
      cancelBooking(context, request as PageRequest, reply),
    );
    pages.post("/m/:url/bookings/:id/confirm", GUEST_ROUTE_OPTIONS, (request, reply) =>
      confirmBooking(context, request as PageRequest, reply),
    );
    pages.get("/m/:url/waitlist/:id", GUEST_ROUTE_OPTIONS, (request, reply) =>
      answerWait(context, request as PageRequest, reply),
    );
    pages.get("/m/:url/bookings/:id/calendar.ics", GUEST_ROUTE_OPTIONS, (request, reply) =>
      answerCalendar(context, request as PageRequest, reply),
    );
  });
}
