import { APP_CONFIG } from "../config.ts";

/** An address of this server from its root ("/v1/…", "/login") as the browser asks for it: under the context path. */
export function apiPath(path: string): string {
  return `${APP_CONFIG.contextPath}${path}`;
}

/** Where guests' pages are, as a link to give out: this origin, under the context path. */
export function guestOrigin(): string {
  return `${window.location.origin}${APP_CONFIG.contextPath}`;
}
