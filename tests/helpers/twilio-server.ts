import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

// A local server speaking Twilio's Messages API the way Twilio does, for the real `twilio` SDK to talk to
// (TWILIO_API_URL): POST /2010-04-01/Accounts/{AccountSid}/Messages.json with a form-encoded To, From and Body,
// HTTP Basic auth with the account's SID and auth token, 201 with a message resource; errors in Twilio's JSON
// shape {code, message, more_info, status}.

export interface SentText {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioServer {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  sent: SentText[];
  /** Numbers Twilio answers 400 / 21211 for (not a valid phone number). */
  refuse(to: string): void;
  /** Every message is answered 503 while down (Twilio having an outage). */
  setDown(isDown: boolean): void;
  close(): Promise<void>;
}

const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
};

const twilioError = (response: ServerResponse, status: number, code: number, message: string) =>
  sendJson(response, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });

const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

export async function startTwilioServer(): Promise<TwilioServer> {
  const accountSid = newSid("AC");
  const authToken = randomBytes(16).toString("hex");
  const from = "+15005550006";
  const sent: SentText[] = [];
  const refused = new Set<string>();
  let isDown = false;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://twilio.local").pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!match || request.method !== "POST")
      return twilioError(response, 404, 20404, `The requested resource ${path} was not found`);
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (request.headers.authorization !== expected || match[1] !== accountSid)
      return twilioError(response, 401, 20003, "Authenticate");
    if (isDown) return twilioError(response, 503, 20503, "Service unavailable");
    const form = new URLSearchParams(await readBody(request));
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    if (!form.get("From")) return twilioError(response, 400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(response, 400, 21602, "Message body is required.");
    if (!/^\+[1-9]\d{7,14}$/.test(to) || refused.has(to))
      return twilioError(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const sid = newSid("SM");
    const now = new Date().toUTCString();
    sent.push({ sid, to, from: form.get("From") ?? "", body });
    return sendJson(response, 201, {
      account_sid: accountSid,
      api_version: "2010-04-01",
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from: form.get("From"),
      messaging_service_sid: null,
      num_media: "0",
      num_segments: String(Math.max(1, Math.ceil(body.length / 160))),
      price: null,
      price_unit: "USD",
      sid,
      status: "queued",
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => twilioError(response, 500, 20500, "Internal Server Error"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from,
    sent,
    refuse: (to) => refused.add(to),
    setDown: (down) => {
      isDown = down;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
