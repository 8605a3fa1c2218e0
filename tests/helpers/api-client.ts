export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small fetch wrapper over the real HTTP port. */
export function createApi(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    options: { token?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) {
      body = options.body; // fetch sets the multipart boundary itself
    } else if (options.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>("GET", path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) => call<T>("POST", path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => call<T>("PUT", path, { body, token }),
    patch: <T = any>(path: string, body?: unknown, token?: string) => call<T>("PATCH", path, { body, token }),
    delete: <T = any>(path: string, token?: string) => call<T>("DELETE", path, { token }),
  };
}

export type Api = ReturnType<typeof createApi>;
