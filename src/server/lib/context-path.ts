// Every route sits under the context path (CONTEXT_PATH; "" for none): http/front-server.ts reads each request's
// path without it, so the routes and the pages are written as if there were none. What leaves for a browser says
// it again: the addresses in a page and the redirects' targets.

/** An attribute holding an address from the root ("/m/…", not "//host/…" nor "https://…"). */
const ROOT_ADDRESS = /(\s(?:href|src|action|data-[a-z-]+)=")\/(?!\/)/g;

/**
 * A page's addresses from the root, under the context path, which the page's <html> names for its scripts'
 * calls (public-page-client/context-path.ts).
 */
export function pageUnder(html: string, contextPath: string): string {
  if (contextPath === "") return html;
  return html
    .replace(ROOT_ADDRESS, `$1${contextPath}/`)
    .replace(/<html(?=[\s>])/, `<html data-context-path="${contextPath}"`);
}

/** A redirect's target under the context path when it is an address from the root. */
export function locationUnder(location: string, contextPath: string): string {
  if (contextPath === "" || !location.startsWith("/") || location.startsWith("//")) return location;
  return `${contextPath}${location}`;
}
