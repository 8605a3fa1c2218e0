import { z } from "zod";

// src/server/web-app.ts writes the runtime settings into <meta name="app-config"> (no inline script: CSP).
const AppConfigSchema = z.object({
  contextPath: z.string().default(""),
  debug: z.boolean().default(false),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

function readAppConfig(): AppConfig {
  const content = document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
  if (!content) return { contextPath: "", debug: false }; // vite dev server: no meta tag
  try {
    const parsed = AppConfigSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : { contextPath: "", debug: false };
  } catch {
    return { contextPath: "", debug: false };
  }
}

export const APP_CONFIG = readAppConfig();
