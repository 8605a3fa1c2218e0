import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import twilio from "twilio";

// A local server speaking Twilio's Messages API the way Twilio does, for the real `twilio` SDK to talk to
// (TWILIO_API_URL): POST /2010-04-01/Accounts/{AccountSid}/Messages.json with a form-encoded To, From and Body,
// HTTP Basic auth with the account's SID and auth token, 201 with a message resource; errors in Twilio's JSON
// shape {code, message, more_info, status}. A text's fate is posted to its StatusCallback as Twilio posts it:
// form-encoded, signed in X-Twilio-Signature with the SDK's own getExpectedTwilioSignature.

export interface SentText {
  sid: string;
  to: string;
  from: string;
  body: string;
  /** Where Twilio reports the text's status, as the sender gave it. */
  statusCallback: string;
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
  /**
   * Posts a text's status to its StatusCallback, signed as Twilio signs it (the URL it was given). `via`: the
   * origin the request really goes to, as a proxy in front of the app would (the URL signed stays the
   * callback's); `signature` replaces the right one (a forger's). Answers the HTTP status.
   */
  postStatus(
    sid: string,
    status: string,
    options: { via: string; signature?: string; authToken?: string },
  ): Promise<number>;
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
    sent.push({
      sid,
      to,
      from: form.get("From") ?? "",
      body,
      statusCallback: form.get("StatusCallback") ?? "",
    });
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
    async postStatus(sid, status, { via, signature, authToken: signedWith = authToken }) {
      const text = sent.find((message) => message.sid === sid);
      if (!text?.statusCallback) throw new Error(`no text ${sid} with a status callback`);
      const params: Record<string, string> = {
        AccountSid: accountSid,
        ApiVersion: "2010-04-01",
        From: text.from,
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        To: text.to,
      };
      const url = new URL(text.statusCallback);
      const target = new URL(url.pathname + url.search, via);
      const response = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature":
            signature ?? twilio.getExpectedTwilioSignature(signedWith, text.statusCallback, params),
        },
        body: new URLSearchParams(params).toString(),
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
