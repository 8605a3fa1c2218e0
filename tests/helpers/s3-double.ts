import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an S3-compatible service (the internet service the storage talks to): path-style
 * PUT, GET and DELETE of objects, in memory. The real @aws-sdk/client-s3 is pointed at it.
 */
export async function startS3Double() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string; signed: boolean }[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent((request.url ?? "/").split("?")[0] ?? "/");
    requests.push({
      method: request.method ?? "",
      path,
      signed: String(request.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256"),
    });
    if (request.method === "PUT") {
      objects.set(path, {
        body: await read(request),
        contentType: String(request.headers["content-type"] ?? ""),
      });
      response.writeHead(200, { etag: '"double"' }).end();
      return;
    }
    if (request.method === "GET") {
      const object = objects.get(path);
      if (!object) {
        response
          .writeHead(404, { "content-type": "application/xml" })
          .end("<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>");
        return;
      }
      response
        .writeHead(200, { "content-type": object.contentType, "content-length": object.body.length })
        .end(object.body);
      return;
    }
    if (request.method === "DELETE") {
      objects.delete(path);
      response.writeHead(204).end();
      return;
    }
    response.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
