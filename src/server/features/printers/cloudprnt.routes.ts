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
import {
  findPrinterByKey,
  handOut,
  jobMarkup,
  markSeen,
  namedJob,
  nextJob,
  releaseHandedJobs,
  settleJob,
} from "./print-queue.ts";

// The address a kitchen printer polls (Star CloudPRNT over HTTP). No login: the printer cannot hold one, so the
// secret in the path is its credential, and a wrong one answers 404 like an address that never existed.

type App = Parameters<FastifyPluginAsyncZod>[0];

const TAGS = ["printers"];
const PATH = "/v1/public/cloudprnt/:key";

async function requirePrinter(app: App, key: string) {
  const printer = await findPrinterByKey(app.db, key);
  if (!printer) throw notFound();
  return printer;
}

export function registerCloudPrnt(app: App) {
  app.post(
    PATH,
    {
      schema: {
        tags: TAGS,
        summary: "A printer's poll: its status in, whether a ticket waits out",
        params: CloudPrntKeyParamsSchema,
        body: CloudPrntPollSchema,
        response: { 200: CloudPrntPollAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = new Date();
      const printer = await requirePrinter(app, request.params.key);
      await markSeen(app.db, printer, now);
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
      const printer = await requirePrinter(app, request.params.key);
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
    async (request) => {
      const now = new Date();
      const printer = await requirePrinter(app, request.params.key);
      const { code, token } = request.query;
      const job = await namedJob(app.db, printer, token);
      if (!job) throw notFound();
      const isPrinted = isCloudPrntSuccess(code);
      await settleJob(app.db, job, isPrinted, now);
      return { printed: isPrinted };
    },
  );
}
