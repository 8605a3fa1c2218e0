// src/server/web-app.ts writes the runtime settings into <meta name="app-config"> (no inline script: CSP).
// Read by hand, not with zod: this file is on every screen's first load, sign-in included, which must stay light.
export interface AppConfig {
  contextPath: string;
  debug: boolean;
}

const DEFAULTS: AppConfig = { contextPath: "", debug: false };

function readAppConfig(): AppConfig {
  // No document: the login page's prerender at build time (prerender.tsx).
  if (typeof document === "undefined") return DEFAULTS;
  const content = document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
  if (!content) return DEFAULTS; // vite dev server: no meta tag
  try {
    const parsed: unknown = JSON.parse(content);
    if (typeof parsed !== "object" || parsed === null) return DEFAULTS;
    const { contextPath = "", debug = false } = parsed as Record<string, unknown>;
    if (typeof contextPath !== "string" || typeof debug !== "boolean") return DEFAULTS;
    return { contextPath, debug };
  } catch {
    return DEFAULTS;
  }
}

export const APP_CONFIG = readAppConfig();
