// A kitchen printer as Star's CloudPRNT firmware drives one, over real HTTP: it POSTs its status to the server
// URL typed into it, and when the answer says a job is ready it GETs the job in the first offered media type it
// can print, "prints" it, and DELETEs it with code "200 OK" (or an error code when told to fail). Used by the
// printer tests in place of a Star printer on the counter.

/** The media types a TSP100IV or mC-Print3 can print, in its order of preference. */
const PRINTABLE = ["text/vnd.star.markup", "application/vnd.star.starprnt", "image/png"];

export interface PollAnswer {
  jobReady: boolean;
  mediaTypes: string[];
  jobToken?: string;
}

export interface PrintedTicket {
  token: string | undefined;
  mediaType: string;
  contentType: string | null;
  body: string;
}

/**
 * The firmware's way with 429: it asks again after the Retry-After the server gave (the server answers each
 * printer once a second).
 */
export async function patiently(send: () => Promise<Response>): Promise<Response> {
  for (;;) {
    const response = await send();
    if (response.status !== 429) return response;
    await response.arrayBuffer();
    const seconds = Number(response.headers.get("retry-after") ?? "1");
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

export class CloudPrntPrinter {
  /** What came out of the printer, oldest first. */
  readonly printed: PrintedTicket[] = [];

  constructor(
    readonly serverUrl: string,
    readonly mac = "00:11:62:1b:fe:0f",
  ) {}

  /** One poll, with the status a healthy idle printer sends unless told otherwise; after a 429, again later. */
  async poll(status: { statusCode?: string; printingInProgress?: boolean } = {}): Promise<{
    status: number;
    answer: PollAnswer;
  }> {
    const response = await patiently(() => this.pollOnce(status));
    return { status: response.status, answer: (await response.json()) as PollAnswer };
  }

  /** One poll as sent, whatever it answers (a 429 included). */
  pollOnce(status: { statusCode?: string; printingInProgress?: boolean } = {}) {
    return fetch(this.serverUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        status: "23 86 0 0 0 0 0 0 0",
        printerMAC: this.mac,
        statusCode: status.statusCode ?? "200%20OK",
        printingInProgress: status.printingInProgress ?? false,
      }),
    });
  }

  /** The job the answer offered, in the first of its media types this printer prints. */
  async fetchJob(answer: PollAnswer) {
    const mediaType = answer.mediaTypes.find((type) => PRINTABLE.includes(type));
    if (!mediaType) throw new Error(`no printable media type in ${JSON.stringify(answer.mediaTypes)}`);
    const query = new URLSearchParams({ type: mediaType, mac: this.mac });
    if (answer.jobToken !== undefined) query.set("token", answer.jobToken);
    const response = await patiently(() => fetch(`${this.serverUrl}?${query}`));
    return {
      status: response.status,
      ticket: {
        token: answer.jobToken,
        mediaType,
        contentType: response.headers.get("content-type"),
        body: await response.text(),
      } satisfies PrintedTicket,
    };
  }

  async confirm(token: string | undefined, code = "200 OK") {
    const query = new URLSearchParams({ code, mac: this.mac });
    if (token !== undefined) query.set("token", token);
    const response = await patiently(() => fetch(`${this.serverUrl}?${query}`, { method: "DELETE" }));
    return response.status;
  }

  /** One cycle of the firmware: poll, and print and confirm the job when one is ready. */
  async printNext(): Promise<PrintedTicket | null> {
    const { status, answer } = await this.poll();
    if (status !== 200) throw new Error(`poll answered ${status}`);
    if (!answer.jobReady) return null;
    const job = await this.fetchJob(answer);
    if (job.status !== 200) throw new Error(`job GET answered ${job.status}`);
    const confirmed = await this.confirm(answer.jobToken);
    if (confirmed !== 200) throw new Error(`job DELETE answered ${confirmed}`);
    this.printed.push(job.ticket);
    return job.ticket;
  }

  /** Polls as the firmware does, every `intervalMs`, until `count` tickets have printed in all. */
  async waitForTickets(count: number, { timeoutMs = 10_000, intervalMs = 50 } = {}) {
    const deadline = Date.now() + timeoutMs;
    while (this.printed.length < count) {
      if (Date.now() > deadline)
        throw new Error(`printed ${this.printed.length} of ${count} tickets in ${timeoutMs} ms`);
      const ticket = await this.printNext();
      if (!ticket) await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    return this.printed;
  }

  /** Prints whatever waits now, until a poll says nothing is ready. */
  async printWaiting() {
    const before = this.printed.length;
    while (await this.printNext()) {
      // next
    }
    return this.printed.slice(before);
  }
}
