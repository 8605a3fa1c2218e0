import http from "node:http";

/**
 * A GET whose body is read as the bytes that travelled: fetch undoes gzip and brotli itself, so the guest page's
 * compressed size (its budget: 14 KB, what arrives in the first round trips) is read through node:http.
 */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}
