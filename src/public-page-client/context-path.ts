// The server may run under a context path (CONTEXT_PATH, e.g. "/admin"): every route sits under it. The server
// names it on the page's <html data-context-path> (server/lib/context-path.ts); no attribute means none.

/** An address of this server from its root ("/v1/…", "/pay/…"), as the browser must ask for it. */
export function underContext(path: string): string {
  const contextPath =
    typeof document === "undefined" ? "" : (document.documentElement.dataset.contextPath ?? "");
  return `${contextPath}${path}`;
}
