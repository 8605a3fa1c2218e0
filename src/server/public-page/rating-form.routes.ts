import type { FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../../shared/common/messages.ts";
import { RATING_MESSAGES, RatingRequestSchema } from "../../shared/ratings/ratings.ts";
import { submitRating } from "../features/ratings/ratings.service.ts";
import { HttpError } from "../http/errors.ts";
import { issuesToFieldErrors } from "../http/validation-answer.ts";
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
import { MESSAGE_CSS, renderMessagePage } from "./render.ts";

/** The form's fields are a few short strings; anything larger is refused before it is read. */
const FORM_BODY_LIMIT = 16 * 1024;

const messagePage = (message: string, back: string, contextPath: string) =>
  makeCachedPage(
    renderMessagePage(message, { href: back, label: "Back to the menu" }),
    [MESSAGE_CSS],
    false,
    undefined,
    contextPath,
  );

/**
 * The guest page's rating form posts here and works without script: a 303 brings the guest back to the page,
 * a refusal is a page with the reason and a way back. In a plugin of its own so the form body parser stays
 * off every other guest route.
 */
export async function registerRatingForms(context: GuestPageContext) {
  await context.app.register(async (forms) => {
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    for (const view of ["m", "o"] as const) {
      forms.post<{ Params: { url: string } }>(
        `/${view}/:url/ratings`,
        GUEST_ROUTE_OPTIONS,
        (request, reply) => rate(context, request, reply, view),
      );
    }
  });
}

async function rate(
  context: GuestPageContext,
  request: FastifyRequest<{ Params: { url: string } }>,
  reply: FastifyReply,
  view: "m" | "o",
) {
  const { app, published } = context;
  const { url } = request.params;
  const back = `/${view}/${encodeURIComponent(url)}`;
  if (url.length > MAX_ADDRESS_LENGTH) return sendNotFound(request, reply);
  const publication = await published.heads.find(url);
  if (!publication) return sendNotFound(request, reply);
  if (!publication.isLive) return sendUnavailable(request, reply);
  const parsed = RatingRequestSchema.safeParse(request.body ?? {});
  if (!parsed.success) {
    const message =
      issuesToFieldErrors(parsed.error.issues, { input: request.body ?? {} })[0]?.message ||
      MESSAGES.invalidRequest;
    return sendPage(request, reply, messagePage(message, `${back}#ratings`, app.config.contextPath), 400);
  }
  try {
    await submitRating({
      db: app.db,
      mailer: app.mailer,
      businessId: publication.businessId,
      input: parsed.data,
      clientAddress: request.ip,
      dashboardUrl: `${app.config.publicBaseUrl}${app.config.contextPath}/app/customers?tab=reviews`,
      log: (error) => request.log.error({ err: error }, "rating mail failed"),
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 402) return sendUnavailable(request, reply);
    const message = error.status === 429 ? RATING_MESSAGES.tooMany : error.message;
    return sendPage(request, reply, messagePage(message, back, app.config.contextPath), error.status);
  }
  reply.headers(SECURITY_HEADERS).header("cache-control", "no-store");
  return reply.redirect(`${back}#rating-thanks`, 303);
}
