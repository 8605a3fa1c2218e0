import http from "node:http";
import type { ApiResponse } from "./api-client.ts";

let nextHost = 0;
/**
 * A loopback address no other test of this process has used (all of 127.0.0.0/8 reaches the server on Linux):
 * limits counted per address then neither leak into other tests nor borrow from them. The third byte starts
 * high so it never meets auth.test.ts's own addresses (127.0.0.x, 127.0.1.x).
 */
export function freshLoopback(): string {
  const n = nextHost++;
  return `127.${100 + Math.floor(n / 62500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 2}`;
}

/** One JSON request to the app sent from the given local address. */
export function callFrom<T = any>(
  baseUrl: string,
  localAddress: string,
  request: { method: string; path: string; body?: unknown; token?: string; headers?: Record<string, string> },
): Promise<ApiResponse<T>> {
  const url = new URL(request.path, baseUrl);
  const payload = request.body === undefined ? "" : JSON.stringify(request.body);
  const headers: Record<string, string | number> = {
    ...request.headers,
    "content-length": Buffer.byteLength(payload),
  };
  if (payload) headers["content-type"] = "application/json";
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method,
        localAddress,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            body: (text ? JSON.parse(text) : null) as T,
            headers: new Headers(response.headers as Record<string, string>),
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}
