import { isTwilioLoaded, loadTwilio } from "../../lib/on-demand.ts";

// Text messages go through Twilio's own SDK. TWILIO_API_URL points it at another base URL (the tests' local
// server speaking Twilio's Messages API); the SDK builds every Messages URL from its `api` domain's base.

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service's sender. */
  from: string;
  apiUrl?: string | undefined;
}

export interface TextSender {
  /** Sends `body` to an E.164 number; Twilio posts the text's fate to `statusCallback`. Answers the text's SID. */
  send(to: string, body: string, statusCallback: string): Promise<string>;
}

export function createTextSender(config: TwilioConfig): TextSender {
  // A hanging Twilio fails in seconds, well within the job's lease; the job tries again later.
  const client = loadTwilio()(config.accountSid, config.authToken, { timeout: 10_000, autoRetry: false });
  if (config.apiUrl) client.api.baseUrl = config.apiUrl.replace(/\/+$/, "");
  return {
    async send(to, body, statusCallback) {
      const message = await client.messages.create({ to, from: config.from, body, statusCallback });
      return message.sid;
    },
  };
}

/**
 * Whether a status callback came from Twilio: its X-Twilio-Signature is the HMAC of the callback's full URL and
 * its form fields with the account's auth token, checked by the SDK's own `validateRequest`.
 */
export function isTwilioSigned(
  config: TwilioConfig,
  { signature, url, params }: { signature: string; url: string; params: Record<string, string> },
): boolean {
  return signature !== "" && loadTwilio().validateRequest(config.authToken, signature, url, params);
}

/** Twilio's answer for a number it will never text (a 400 with its own code): retrying changes nothing. */
export function isRefusedNumber(error: unknown): boolean {
  // Loaded already when a text was tried; a server without Twilio never loads it to answer no.
  return isTwilioLoaded() && error instanceof loadTwilio().RestException && error.status === 400;
}
