import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers, printJobs } from "../../../src/server/db/schema.ts";
import { DEFAULT_PRINTER_POLL_LIMITS } from "../../../src/server/features/printers/poll-limits.ts";
import { createApi } from "../../helpers/api-client.ts";
import { CloudPrntPrinter, patiently } from "../../helpers/cloudprnt-printer.ts";
import { createMember } from "../../helpers/factories.ts";
import {
  createOrderingBusiness,
  type OrderingBusiness,
  orderBody,
  placeOrder,
} from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Kitchen printers over Star's CloudPRNT: a local client polls the server URL over real HTTP as a Star printer
// does (POST status → jobReady → GET the job → DELETE with "200 OK") and keeps what it printed.

let t: TestApp;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  // What printing does, not how often a printer may poll (printer-polls.test.ts): a printer's steps are answered
  // every 20 ms here rather than every second, so a test's poll, fetch and confirm never wait a second each.
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      printerPolls: { ...DEFAULT_PRINTER_POLL_LIMITS, intervalMs: 20 },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

type PrinterBody = { name: string; paper: 58 | 80; printOn: "arrival" | "accept"; copies?: number };

async function addPrinter(business: { businessId: string; token: string }, body: PrinterBody) {
  const response = await api.post(`/v1/businesses/${business.businessId}/printers`, body, business.token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  // The printer reaches the app at PUBLIC_BASE_URL; here that name is the test's own port.
  const url = (response.body.serverUrl as string).replace("http://menu.test", t.baseUrl);
  return { printer: response.body, device: new CloudPrntPrinter(url) };
}

async function order(business: OrderingBusiness, overrides: Parameters<typeof orderBody>[1] = {}) {
  const response = await placeOrder(api, business, orderBody(business, overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; friendlyId: string; total: number; status: string };
}

const accept = (business: OrderingBusiness, orderId: string) =>
  api.post(`/v1/orders/${orderId}/status`, { status: "ACCEPTED" }, business.token);

const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

describe("a printer that prints on arrival", () => {
  it("prints a placed order's ticket: its number, lines and total, as Star markup ending in a cut", async () => {
    const business = await createOrderingBusiness(api);
    const { printer, device } = await addPrinter(business, {
      name: "Kitchen",
      paper: 80,
      printOn: "arrival",
    });
    expect(printer).toMatchObject({ name: "Kitchen", paper: 80, printOn: "arrival", copies: 1 });
    expect(printer.serverUrl).toMatch(/^http:\/\/menu\.test\/v1\/public\/cloudprnt\/[\w-]{40,}$/);
    expect(printer).toMatchObject({ lastSeen: null, online: false });

    expect((await device.poll()).answer).toEqual({ jobReady: false, mediaTypes: [] });
    const placed = await order(business);
    const [ticket] = await device.waitForTickets(1);
    expect(ticket?.contentType).toBe("text/vnd.star.markup; charset=utf-8");
    expect(ticket?.body).toContain(`#${placed.friendlyId}`);
    expect(ticket?.body).toContain("2 × Margherita (Large)");
    expect(ticket?.body).toContain("\\ \\ + Extra cheese");
    expect(ticket?.body).toContain("1 × Soda");
    expect(ticket?.body).toMatch(new RegExp(`Total(\\\\ )+\\${dollars(placed.total)}`));
    expect(ticket?.body).toContain("Ada Guest");
    expect(ticket?.body.trimEnd().endsWith("[cut: feed; partial]")).toBe(true);

    // Printed and confirmed: nothing more waits, and accepting the order prints nothing more here.
    expect((await device.poll()).answer.jobReady).toBe(false);
    expect((await accept(business, placed.id)).status).toBe(200);
    expect((await device.poll()).answer.jobReady).toBe(false);

    const listed = await api.get(`/v1/businesses/${business.businessId}/printers`, business.token);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id: printer.id, online: true });
    expect(Date.parse(listed.body[0].lastSeen)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("prints as many copies as asked, one job each", async () => {
    const business = await createOrderingBusiness(api);
    const { device } = await addPrinter(business, {
      name: "Kitchen",
      paper: 58,
      printOn: "arrival",
      copies: 3,
    });
    const placed = await order(business);
    const tickets = await device.waitForTickets(3);
    expect(new Set(tickets.map((ticket) => ticket.token)).size).toBe(3);
    for (const ticket of tickets) expect(ticket.body).toContain(`#${placed.friendlyId}`);
    expect(await device.printWaiting()).toEqual([]);
  });

  it("gives each of two printers its own ticket", async () => {
    const business = await createOrderingBusiness(api);
    const kitchen = await addPrinter(business, { name: "Kitchen", paper: 80, printOn: "arrival" });
    const bar = await addPrinter(business, { name: "Bar", paper: 58, printOn: "arrival" });
    const placed = await order(business);
    const [fromKitchen] = await kitchen.device.waitForTickets(1);
    expect(await kitchen.device.printWaiting()).toEqual([]);
    const [fromBar] = await bar.device.waitForTickets(1);
    expect(fromKitchen?.body).toContain(`#${placed.friendlyId}`);
    expect(fromBar?.body).toContain(`#${placed.friendlyId}`);
    // Each laid out for its own paper: the rules are 48 and 32 columns wide.
    expect(fromKitchen?.body).toContain(`\n${"-".repeat(48)}\n`);
    expect(fromBar?.body).toContain(`\n${"-".repeat(32)}\n`);
    expect(fromBar?.body).not.toContain("-".repeat(33));
  });

  it("prints a scheduled order when it reaches the kitchen, not when it is placed", async () => {
    const business = await createOrderingBusiness(api);
    const { device } = await addPrinter(business, { name: "Kitchen", paper: 80, printOn: "arrival" });
    const scheduledFor = new Date(Date.now() + 26 * 3_600_000).toISOString();
    const placed = await order(business, { scheduledFor });
    expect(placed.status).toBe("SCHEDULED");
    expect((await device.poll()).answer.jobReady).toBe(false);
    // Accepted before it fell due, it never was NEW: it prints now.
    expect((await accept(business, placed.id)).status).toBe(200);
    const [ticket] = await device.waitForTickets(1);
    expect(ticket?.body).toContain(`#${placed.friendlyId}`);
    expect(ticket?.body).toContain("For ");
  });
});

describe("a printer that prints on accept", () => {
  it("prints only once the owner accepts the order", async () => {
    const business = await createOrderingBusiness(api);
    const { device } = await addPrinter(business, { name: "Pass", paper: 80, printOn: "accept" });
    const placed = await order(business);
    expect((await device.poll()).answer.jobReady).toBe(false);
    expect((await accept(business, placed.id)).status).toBe(200);
    const [ticket] = await device.waitForTickets(1);
    expect(ticket?.body).toContain(`#${placed.friendlyId}`);
    expect(ticket?.body).toContain("Ready by");

    // A rejected order is never accepted: it never prints.
    const rejected = await order(business);
    const reject = await api.post(
      `/v1/orders/${rejected.id}/status`,
      { status: "REJECTED", reason: "Out of dough." },
      business.token,
    );
    expect(reject.status).toBe(200);
    expect((await device.poll()).answer.jobReady).toBe(false);
  });
});

describe("reprints", () => {
  it("queue one ticket per printer, headed REPRINT", async () => {
    const business = await createOrderingBusiness(api);
    const kitchen = await addPrinter(business, { name: "Kitchen", paper: 80, printOn: "arrival", copies: 2 });
    const pass = await addPrinter(business, { name: "Pass", paper: 58, printOn: "accept" });
    const placed = await order(business);
    await kitchen.device.waitForTickets(2);

    const reprint = await api.post(`/v1/orders/${placed.id}/print`, undefined, business.token);
    expect(reprint.status).toBe(202);
    expect(reprint.body).toEqual({ queued: 2 });
    const [again] = (await kitchen.device.printWaiting()) ?? [];
    expect(again?.body).toContain("REPRINT");
    expect(again?.body).toContain(`#${placed.friendlyId}`);
    expect(await kitchen.device.printWaiting()).toEqual([]);
    const [atPass] = await pass.device.waitForTickets(1);
    expect(atPass?.body).toContain("REPRINT");
  });

  it("answer 409 where the business has no printer", async () => {
    const business = await createOrderingBusiness(api);
    const placed = await order(business);
    const reprint = await api.post(`/v1/orders/${placed.id}/print`, undefined, business.token);
    expect(reprint.status).toBe(409);
    expect(reprint.body.code).toBe("NO_PRINTERS");
  });
});

describe("jobs the printer did not confirm", () => {
  it("are offered again after a while, or at once after an error code, a few times only", async () => {
    const business = await createOrderingBusiness(api);
    const { printer, device } = await addPrinter(business, {
      name: "Kitchen",
      paper: 80,
      printOn: "arrival",
    });
    const placed = await order(business);

    const first = (await device.poll()).answer;
    expect(first).toMatchObject({ jobReady: true, mediaTypes: ["text/vnd.star.markup"] });
    expect(first.jobToken).toBeTruthy();
    expect((await device.fetchJob(first)).status).toBe(200);
    // Handed out and in the printer's hands: not offered again at once.
    expect((await device.poll()).answer.jobReady).toBe(false);

    // The printer lost power and never confirmed: a while later the job is offered again.
    await t.database.db
      .update(printJobs)
      .set({ handedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(printJobs.printerId, printer.id));
    const again = (await device.poll()).answer;
    expect(again).toMatchObject({ jobReady: true, jobToken: first.jobToken });

    // An error code keeps it for another try, at once.
    expect((await device.fetchJob(again)).status).toBe(200);
    expect(await device.confirm(again.jobToken, "520 Paper jam")).toBe(200);
    const third = (await device.poll()).answer;
    expect(third).toMatchObject({ jobReady: true, jobToken: first.jobToken });

    // A printer reporting an error on its poll gets nothing, and the job waits for it.
    expect((await device.fetchJob(third)).status).toBe(200);
    expect((await device.poll({ statusCode: "410 Cover open" })).answer.jobReady).toBe(false);
    expect((await device.poll()).answer).toMatchObject({ jobReady: true, jobToken: first.jobToken });

    // Tries are bounded: a ticket that fails every time is given up.
    for (let i = 0; i < 5; i += 1) {
      const answer = (await device.poll()).answer;
      if (!answer.jobReady) break;
      await device.fetchJob(answer);
      await device.confirm(answer.jobToken, "520 Paper jam");
    }
    expect((await device.poll()).answer.jobReady).toBe(false);
    const [job] = await t.database.db.select().from(printJobs).where(eq(printJobs.printerId, printer.id));
    expect(job?.status).toBe("failed");

    // The owner can still print it again.
    expect((await api.post(`/v1/orders/${placed.id}/print`, undefined, business.token)).status).toBe(202);
    const [reprinted] = await device.waitForTickets(1);
    expect(reprinted?.body).toContain(`#${placed.friendlyId}`);
  });
});

describe("the printer's address", () => {
  it("answers 404 to a wrong secret, and to a removed printer's", async () => {
    const business = await createOrderingBusiness(api);
    const { printer, device } = await addPrinter(business, {
      name: "Kitchen",
      paper: 80,
      printOn: "arrival",
    });
    await order(business);
    const wrong = new CloudPrntPrinter(`${t.baseUrl}/v1/public/cloudprnt/not-the-secret`);
    expect((await wrong.poll()).status).toBe(404);
    expect(
      (await wrong.fetchJob({ jobReady: true, mediaTypes: ["text/vnd.star.markup"], jobToken: "1" })).status,
    ).toBe(404);
    expect(await wrong.confirm("1")).toBe(404);

    // Another printer's token names no job of this one.
    const { answer } = await device.poll();
    expect(answer.jobReady).toBe(true);
    expect((await device.fetchJob({ ...answer, jobToken: "999999" })).status).toBe(404);
    expect((await device.fetchJob({ ...answer, jobToken: "abc" })).status).toBe(404);
    const other = await createOrderingBusiness(api);
    const otherPrinter = await addPrinter(other, { name: "Other", paper: 80, printOn: "arrival" });
    await order(other);
    expect((await otherPrinter.device.fetchJob(answer)).status).toBe(404);
    // A media type it does not serve.
    const png = await patiently(() => fetch(`${device.serverUrl}?type=image%2Fpng&token=${answer.jobToken}`));
    expect(png.status).toBe(415);

    const removed = await api.delete(
      `/v1/businesses/${business.businessId}/printers/${printer.id}`,
      business.token,
    );
    expect(removed.status).toBe(204);
    expect((await device.poll()).status).toBe(404);
    const listed = await api.get(`/v1/businesses/${business.businessId}/printers`, business.token);
    expect(listed.body).toEqual([]);
  });

  it("takes the fields a printer may add or leave out, and refuses a body that is not its status", async () => {
    const business = await createOrderingBusiness(api);
    const { device } = await addPrinter(business, { name: "Kitchen", paper: 80, printOn: "arrival" });
    // Each poll waits out the once-a-second rule, as the firmware does.
    const post = (body: string) =>
      patiently(() =>
        fetch(device.serverUrl, { method: "POST", headers: { "content-type": "application/json" }, body }),
      );
    expect((await post("{}")).status).toBe(200);
    expect((await post('{"clientAction":null,"uniqueID":"x","barcodeReader":[]}')).status).toBe(200);
    const refused = await post('{"printingInProgress":"maybe"}');
    expect(refused.status).toBe(400);
    expect((await post("not json")).status).toBe(400);
  });
});

describe("the owner's printer routes", () => {
  it("answer another member 404 and change nothing", async () => {
    const business = await createOrderingBusiness(api);
    const { printer } = await addPrinter(business, { name: "Kitchen", paper: 80, printOn: "arrival" });
    const placed = await order(business);
    const intruder = await createMember(api);
    const base = `/v1/businesses/${business.businessId}/printers`;
    expect((await api.get(base, intruder.token)).status).toBe(404);
    const added = await api.post(
      base,
      { name: "Sneaky", paper: 58, printOn: "arrival", copies: 1 },
      intruder.token,
    );
    expect(added.status).toBe(404);
    expect((await api.delete(`${base}/${printer.id}`, intruder.token)).status).toBe(404);
    expect((await api.post(`/v1/orders/${placed.id}/print`, undefined, intruder.token)).status).toBe(404);
    // Nor can the intruder remove it through a business of its own.
    expect(
      (await api.delete(`/v1/businesses/${intruder.businessId}/printers/${printer.id}`, intruder.token))
        .status,
    ).toBe(404);
    const listed = await api.get(base, business.token);
    expect(listed.body.map((p: { id: string }) => p.id)).toEqual([printer.id]);
    const jobs = await t.database.db.select().from(printJobs).where(eq(printJobs.printerId, printer.id));
    expect(jobs).toHaveLength(1);
  });

  it("refuse bad bodies with 400 and the field at fault", async () => {
    const business = await createOrderingBusiness(api);
    const base = `/v1/businesses/${business.businessId}/printers`;
    const good = { name: "Kitchen", paper: 80, printOn: "arrival", copies: 1 };
    const cases: [unknown, string][] = [
      [{ ...good, name: "  " }, "name"],
      [{ ...good, name: "x".repeat(61) }, "name"],
      [{ ...good, paper: 60 }, "paper"],
      [{ ...good, paper: "80" }, "paper"],
      [{ ...good, printOn: "later" }, "printOn"],
      [{ ...good, copies: 0 }, "copies"],
      [{ ...good, copies: 6 }, "copies"],
      [{ ...good, copies: 1.5 }, "copies"],
      [{ paper: 80, printOn: "arrival" }, "name"],
      [[], ""],
    ];
    for (const [body, path] of cases) {
      const response = await api.post(base, body, business.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
      if (path) expect(response.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await api.get(base, business.token)).body).toEqual([]);
    expect((await api.delete(`${base}/no-such-printer`, business.token)).status).toBe(404);
    expect((await api.post("/v1/orders/no-such-order/print", undefined, business.token)).status).toBe(404);
  });

  it("shows a printer offline once it has not polled for a few minutes", async () => {
    const business = await createOrderingBusiness(api);
    const { printer, device } = await addPrinter(business, {
      name: "Kitchen",
      paper: 80,
      printOn: "arrival",
    });
    await device.poll();
    const base = `/v1/businesses/${business.businessId}/printers`;
    expect((await api.get(base, business.token)).body[0].online).toBe(true);
    const lastSeen = new Date(Date.now() - 3 * 60_000);
    await t.database.db.update(printers).set({ lastSeen }).where(eq(printers.id, printer.id));
    const listed = (await api.get(base, business.token)).body[0];
    expect(listed).toMatchObject({ online: false, lastSeen: lastSeen.toISOString() });
  });
});
