import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languagesOf, pickLanguage } from "../../../shared/common/languages.ts";
import { guestViewOfSnapshot } from "../../../shared/guest-page/guest-view.ts";
import { readPaper } from "../../../shared/guest-page/printable-menu.ts";
import type { PublishedSnapshot } from "../../../shared/publishing/public-page.ts";
import { SECURITY_HEADERS } from "../../lib/security-headers.ts";
import { MenuPrinter } from "./menu-printer.ts";
import type { PdfCache } from "./pdf-cache.ts";
import { loadMenuImages } from "./pdf-images.ts";

type Head = { businessId: string; isLive: boolean; version: number } | null;
type PdfRequest = FastifyRequest<{ Params: { url: string }; Querystring: Record<string, unknown> }>;

export interface MenuPdfRouteOptions {
  /** Which publication answers at an address: the guest page's own head cache. */
  findHead(address: string): Promise<Head>;
  /** The published snapshot by version, from the guest page's snapshot cache. */
  loadSnapshot(businessId: string, version: number): Promise<PublishedSnapshot | null>;
  /** The guest page's answers, so a PDF link fails exactly as the menu's page would. */
  sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  sendUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  sendMovedOr404(request: FastifyRequest, reply: FastifyReply, url: string): Promise<FastifyReply>;
  /** The PDFs made, kept per published version (a new version makes new keys, so it needs no forgetting). */
  cache: PdfCache;
  /** Where PDFs are laid out: a process of their own, ended with the app. */
  printer?: MenuPrinter;
}

/** A CDN may keep it a minute; browsers revalidate, and the ETag makes that cheap (as the guest page). */
const CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300";

/**
 * GET /m/{url}/menu.pdf[?paper=a4|letter][&menu={id}][&lang=] — the published menu to print, made
 * from the same guest view as the HTML page (so hidden items and drafts never show) and kept per published
 * version. Without `menu` it prints every menu, each from a new page.
 */
export function registerMenuPdf(app: FastifyInstance, options: MenuPdfRouteOptions) {
  const { cache } = options;
  const printer = options.printer ?? new MenuPrinter();
  app.addHook("onClose", async () => printer.close());
  app.get<{ Params: { url: string }; Querystring: Record<string, unknown> }>(
    "/m/:url/menu.pdf",
    { config: { auth: "public" }, schema: { hide: true } },
    async (request: PdfRequest, reply) => {
      const { url } = request.params;
      if (url.length > 200) return options.sendNotFound(request, reply);
      const head = await options.findHead(url);
      if (!head) return options.sendMovedOr404(request, reply, url);
      if (!head.isLive) return options.sendUnavailable(request, reply);
      const snapshot = await options.loadSnapshot(head.businessId, head.version);
      if (!snapshot) return options.sendUnavailable(request, reply);
      const menuId =
        typeof request.query.menu === "string" && request.query.menu ? request.query.menu : undefined;
      if (menuId && !snapshot.menus.some((menu) => menu.id === menuId))
        return options.sendNotFound(request, reply);
      const paper = readPaper(request.query.paper, snapshot.location.country);
      const address = snapshot.business.customUrl || snapshot.business.url;
      // The language as the page picks it: ?lang=, else Accept-Language, else the first.
      const picked = pickLanguage(
        languagesOf(snapshot.business.config),
        request.query.lang,
        request.headers["accept-language"],
      );
      const key = [head.businessId, head.version, paper, menuId ?? "", picked.lang ?? ""].join(":");
      const pdf = await cache.find(key, async () => {
        // `o` shows every menu; `m` with an id, that one. Neither depends on the time of day.
        const guest = guestViewOfSnapshot(snapshot, {
          view: menuId ? "m" : "o",
          menuId,
          now: new Date(),
          lang: picked.lang,
        });
        const images = await loadMenuImages(app.storage, guest);
        return printer.print({
          guest,
          paper,
          ...images,
          link: `${app.config.publicBaseUrl}${app.config.contextPath}/m/${encodeURIComponent(address)}`.replace(
            /^https?:\/\//,
            "",
          ),
          publishedAt: new Date(snapshot.publishedAt),
        });
      });
      const slug = address.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 60) || "menu";
      const language = picked.lang ? `-${picked.lang.replace(/[^A-Za-z0-9-]+/g, "")}` : "";
      const fileName = `${slug}-menu-${paper}${language}.pdf`;
      reply.headers({
        ...SECURITY_HEADERS,
        etag: pdf.etag,
        "cache-control": CACHE_CONTROL,
        "content-disposition": `inline; filename="${fileName}"`,
      });
      if (picked.isFromHeader) reply.header("vary", "accept-language");
      if (request.headers["if-none-match"] === pdf.etag) return reply.status(304).send();
      return reply.type("application/pdf").header("content-length", pdf.bytes.length).send(pdf.bytes);
    },
  );
}
