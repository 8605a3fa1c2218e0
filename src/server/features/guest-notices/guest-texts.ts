import { phoneDigits } from "../../../shared/common/phone.ts";
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
  send(to: string, body: string): Promise<void>;
}

/** The guest's number as Twilio wants it: a US number of 10 digits gets +1, anything longer its own +. */
export function toE164(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export function createTextSender(config: TwilioConfig): TextSender {
  // A hanging Twilio fails in seconds, well within the job's lease; the job tries again later.
  const client = loadTwilio()(config.accountSid, config.authToken, { timeout: 10_000, autoRetry: false });
  if (config.apiUrl) client.api.baseUrl = config.apiUrl.replace(/\/+$/, "");
  return {
    async send(to, body) {
      await client.messages.create({ to: toE164(to), from: config.from, body });
    },
  };
}

/** Twilio's answer for a number it will never text (a 400 with its own code): retrying changes nothing. */
export function isRefusedNumber(error: unknown): boolean {
  // Loaded already when a text was tried; a server without Twilio never loads it to answer no.
  return isTwilioLoaded() && error instanceof loadTwilio().RestException && error.status === 400;
}
