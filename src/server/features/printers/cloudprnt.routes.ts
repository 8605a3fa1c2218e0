import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CloudPrntConfirmQuerySchema,
  CloudPrntJobQuerySchema,
  CloudPrntKeyParamsSchema,
  CloudPrntPollAnswerSchema,
  CloudPrntPollSchema,
  isCloudPrntSuccess,
  STAR_MARKUP,
} from "../../../shared/printers/cloudprnt.ts";
import { ErrorSchema, errorResponses, HttpError, notFound } from "../../http/errors.ts";
import type { PollLimits } from "./poll-limits.ts";
import {
  handOut,
  jobMarkup,
  markSeen,
  namedJob,
  nextJob,
  releaseHandedJobs,
  settleJob,
} from "./print-queue.ts";
import type { PrinterKey, PrinterKeys } from "./printer-keys.ts";

// The address a kitchen printer polls (Star CloudPRNT over HTTP). No login: the printer cannot hold one, so the
// secret in the path is its credential, and a wrong one answers 404 like an address that never existed. Secrets
// are told apart in memory (printer-keys.ts) and each printer is answered once a second (poll-limits.ts).

type App = Parameters<FastifyPluginAsyncZod>[0];

const TAGS = ["printers"];
const PATH = "/v1/public/cloudprnt/:key";

export const PRINTER_TOO_SOON =
  "This printer asked again too soon: a printer is answered once a second. Please poll again in a moment.";
export const PRINTER_KEYS_TOO_MANY =
  "Too many unknown printer addresses were asked for from this network. Please check the printer's server URL and try again in a minute.";

/** 429 with the seconds to wait, which CloudPRNT firmware takes as "poll again later". */
function tooSoon(reply: FastifyReply, waitMs: number, message: string) {
  reply.header("retry-after", String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new HttpError(429, "RATE_LIMITED", message);
}

export function registerCloudPrnt(app: App, { keys, limits }: { keys: PrinterKeys; limits: PollLimits }) {
  /** The printer the path names, if it may be answered now; no query for a wrong secret. */
  async function requirePrinter(
    request: FastifyRequest<{ Params: { key: string } }>,
    reply: FastifyReply,
  ): Promise<PrinterKey> {
    const now = Date.now();
    const printer = await keys.find(request.params.key);
    if (!printer) {
      const waitMs = limits.unknownKeyWait(request.ip, now);
      if (waitMs > 0) throw tooSoon(reply, waitMs, PRINTER_KEYS_TOO_MANY);
      throw notFound();
    }
    const waitMs = limits.printerWait(printer.id, request.method, now);
    if (waitMs > 0) throw tooSoon(reply, waitMs, PRINTER_TOO_SOON);
    return printer;
  }

  app.post(
    PATH,
    {
      schema: {
        tags: TAGS,
        summary: "A printer's poll: its status in, whether a ticket waits out",
        params: CloudPrntKeyParamsSchema,
        body: CloudPrntPollSchema,
        description:
          "Each printer is answered once a second (each of POST, GET and DELETE); sooner answers 429 with " +
          "Retry-After. An address sending more than a few unknown keys a minute answers 429 too.",
        response: { 200: CloudPrntPollAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const printer = await requirePrinter(request, reply);
      if (!(await markSeen(app.db, printer, now))) {
        // Removed on another instance or with its business: forgotten here too.
        await keys.removed(request.params.key, { announce: false });
        limits.forget(printer.id);
        throw notFound();
      }
      const { statusCode, printingInProgress } = request.body;
      // A printer in error (paper out, cover open) did not print what it held; it takes it again once well.
      if (statusCode !== undefined && !isCloudPrntSuccess(statusCode)) {
        await releaseHandedJobs(app.db, printer);
        return { jobReady: false, mediaTypes: [] };
      }
      if (printingInProgress) return { jobReady: false, mediaTypes: [] };
      const job = await nextJob(app.db, printer, now);
      if (!job) return { jobReady: false, mediaTypes: [] };
      return { jobReady: true, mediaTypes: [STAR_MARKUP], jobToken: String(job.id) };
    },
  );

  app.get(
    PATH,
    {
      schema: {
        tags: TAGS,
        summary: "The ticket the poll offered, as Star Document Markup",
        params: CloudPrntKeyParamsSchema,
        querystring: CloudPrntJobQuerySchema,
        response: {
          200: z.string().meta({ description: STAR_MARKUP }),
          ...errorResponses,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const printer = await requirePrinter(request, reply);
      const { type, token } = request.query;
      if (type !== undefined && type !== STAR_MARKUP)
        throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", `Tickets are served as ${STAR_MARKUP} only.`);
      const job =
        token === undefined ? await nextJob(app.db, printer, now) : await namedJob(app.db, printer, token);
      if (job?.status !== "queued") throw notFound();
      const markup = await jobMarkup(app.db, printer, job, now);
      if (markup === undefined) throw notFound();
      await handOut(app.db, job, now);
      return reply.header("cache-control", "no-store").type(`${STAR_MARKUP}; charset=utf-8`).send(markup);
    },
  );

  app.delete(
    PATH,
    {
      schema: {
        tags: TAGS,
        summary: "The printer's word on the ticket: code 200 OK (any 2xx) printed it, another code did not",
        params: CloudPrntKeyParamsSchema,
        querystring: CloudPrntConfirmQuerySchema,
        response: { 200: z.object({ printed: z.boolean() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const printer = await requirePrinter(request, reply);
      const { code, token } = request.query;
      const job = await namedJob(app.db, printer, token);
      if (!job) throw notFound();
      const isPrinted = isCloudPrntSuccess(code);
      await settleJob(app.db, job, isPrinted, now);
      return { printed: isPrinted };
    },
  );
}
