import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loyaltyMembers } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { createOrderingBusiness } from "../../helpers/orders.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { startTwilioServer, type TwilioServer } from "../../helpers/twilio-server.ts";

// A guest joins a rewards program with their phone: the code goes by text through Twilio's own SDK to a local
// server speaking its Messages API, and the phone typed any way the business's country writes it is one member.

let twilio: TwilioServer;
let t: TestApp;
let api: Api;
beforeAll(async () => {
  twilio = await startTwilioServer();
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      twilio: {
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        from: twilio.from,
        apiUrl: twilio.url,
      },
    },
  });
  api = createApi(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

it("texts the code to the phone, and the phone written another way opens the same member", async () => {
  const business = await createOrderingBusiness(api);
  await api.put(
    `/v1/businesses/${business.businessId}/loyalty`,
    { enabled: true, earn: { kind: "STAMP_PER_ORDER", points: 1, minSubtotal: 0 }, rewards: [] },
    business.token,
  );
  const url = `/v1/public/businesses/${business.businessId}/loyalty`;
  const asked = await api.call("POST", `${url}/code?lang=es`, { body: { phone: "(415) 555-0177" } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  expect(asked.body).toEqual({ sentTo: "phone" });
  await t.app.jobs.drain();
  const texts = twilio.sent.filter((text) => text.to === "+14155550177");
  expect(texts).toHaveLength(1);
  expect(texts[0]?.body).toMatch(/^\d{6} es tu código para las recompensas de .+\. Caduca en 10 minutos\.$/);
  const code = texts[0]?.body.slice(0, 6) ?? "";

  const session = await api.call("POST", `${url}/session`, { body: { phone: "+1 415-555-0177", code } });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  await api.call("POST", `${url}/code`, { body: { phone: "415.555.0177" } });
  await t.app.jobs.drain();
  const again =
    twilio.sent
      .filter((text) => text.to === "+14155550177")
      .at(-1)
      ?.body.slice(0, 6) ?? "";
  const second = await api.call("POST", `${url}/session`, { body: { phone: "4155550177", code: again } });
  expect(second.status).toBe(200);
  // Both sessions open one member, kept by the phone in E.164.
  const members = await t.app.db
    .select({ phone: loyaltyMembers.phone })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.businessId, business.businessId));
  expect(members).toEqual([{ phone: "+14155550177" }]);
  const me = (token: string) =>
    api.call("GET", `${url}/me`, { headers: { authorization: `Guest ${token}` } });
  expect((await me(session.body.guestToken)).status).toBe(200);
  expect((await me(second.body.guestToken)).status).toBe(200);

  const bad = await api.call("POST", `${url}/code`, { body: { phone: "12" } });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe("Please enter a phone number we can text, with its area code.");
});
