import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerifications } from "../../../src/server/db/schema.ts";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  businessDetails,
  createBusiness,
  createMember,
  createMenu,
  makeImage,
  publishBusiness,
  type TestMember,
  uniqueEmail,
  uploadForm,
} from "../../helpers/factories.ts";
import { newestVerificationToken, verifyOperator } from "../../helpers/operators.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// The operators' area, and the operator calls under /v1/public (disable, delete, transfer, silent registration).

const OPERATOR_EMAIL = uniqueEmail("operator", "menu.example");
// Two more operators' addresses, each taken first by someone who cannot read its mail.
const OPS_EMAIL = uniqueEmail("ops", "menu.example");
const BOSS_EMAIL = uniqueEmail("boss", "menu.example");
// An operator's address no account holds yet: a stranger moves their own account to it.
const HEAD_EMAIL = uniqueEmail("head", "menu.example");
const LINK_UNAVAILABLE = "We're sorry! This link is no longer available.";

let t: TestApp;
let api: Api;
let operator: TestMember;

beforeAll(async () => {
  t = await startTestApp({
    config: {
      publicBaseUrl: "http://menu.test",
      contextPath: "",
      debug: false,
      adminEmails: [OPERATOR_EMAIL, OPS_EMAIL, BOSS_EMAIL, HEAD_EMAIL],
    },
  });
  api = createApi(t.baseUrl);
  operator = await createMember(api, { email: OPERATOR_EMAIL });
  await verifyOperator(api, t, operator);
});
afterAll(() => t.close());

async function publishedMember() {
  const member = await createMember(api);
  await createMenu(api, member);
  const business = await publishBusiness(api, member);
  return { member, address: business.customUrl ?? business.url };
}

const audit = async () => (await api.get("/v1/adm/audit", operator.token)).body.list as any[];

/** Every operator route, as a member would call it. */
function operatorCalls(target: TestMember) {
  return [
    { method: "GET", path: "/v1/adm/me" },
    { method: "GET", path: `/v1/adm/search?q=${encodeURIComponent(target.email)}` },
    { method: "GET", path: `/v1/adm/members/${target.memberId}` },
    { method: "POST", path: `/v1/adm/members/${target.memberId}/hold`, body: { hold: true } },
    { method: "POST", path: `/v1/adm/members/${target.memberId}/help-session` },
    { method: "GET", path: "/v1/adm/audit" },
    { method: "POST", path: "/v1/public/businesses/disable", body: [target.businessId] },
    { method: "POST", path: "/v1/public/businesses/enable", body: [target.businessId] },
    {
      method: "POST",
      path: "/v1/public/members/silentRegister",
      body: { email: uniqueEmail(), business: businessDetails() },
    },
  ];
}

describe("operators only", () => {
  it("answers a member's token 404 on every operator route, and no token 401, changing nothing", async () => {
    const target = await createMember(api);
    const member = await createMember(api);
    const before = await audit();
    for (const call of operatorCalls(target)) {
      const asMember = await api.call(call.method, call.path, { token: member.token, body: call.body });
      expect(asMember.status, `${call.method} ${call.path}`).toBe(404);
      expect(JSON.stringify(asMember.body)).not.toContain(target.email);
      const anonymous = await api.call(call.method, call.path, { body: call.body });
      expect(anonymous.status, `${call.method} ${call.path}`).toBe(401);
    }
    // ?token= is read on the /v1/public operator calls, and a member's token there is refused all the same.
    const viaQuery = await api.call("POST", `/v1/public/businesses/disable?token=${member.token}`, {
      body: [target.businessId],
    });
    expect(viaQuery.status).toBe(404);
    expect(await audit()).toEqual(before);
    const detail = await api.get(`/v1/adm/members/${target.memberId}`, operator.token);
    expect(detail.body.member.subscriptionStatus).toBe(5);
    expect(detail.body.businesses[0].disabled).toBe(false);
  });

  it("lets an operator in", async () => {
    expect((await api.get("/v1/adm/me", operator.token)).body).toEqual({
      email: OPERATOR_EMAIL,
      operator: true,
    });
  });
});

describe("an operator's address is proven by mail", () => {
  const LINK_INVALID =
    "This verification link is invalid, already used or expired. Ask for a new one from the admin area.";
  const isOperator = async (token: string) => {
    const me = await api.get("/v1/adm/me", token);
    const search = await api.get(`/v1/adm/search?q=${encodeURIComponent("example")}`, token);
    expect(search.status).toBe(me.status);
    return me.status === 200;
  };
  // The link confirms only for the member who asked for it, signed in.
  const verify = (token: string | null, session: string) =>
    api.post("/v1/public/members/email/verify", { token }, session);

  it("signing up with an operator's address, in any case, opens nothing until the mailed link is used, once", async () => {
    const squatter = await createMember(api, { email: OPS_EMAIL.toUpperCase() });
    expect(await isOperator(squatter.token)).toBe(false);
    const me = await api.get("/v1/members/me", squatter.token);
    expect(me.body).toMatchObject({ email: OPS_EMAIL, emailVerified: false });

    // The sign-up mailed the link to the address itself: only its mailbox's reader can use it.
    const token = await newestVerificationToken(t, OPS_EMAIL);
    expect(token).toBeTruthy();
    const stored = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.memberId, squatter.memberId));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await isOperator(squatter.token)).toBe(false);

    const verified = await verify(token, squatter.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email: OPS_EMAIL, verified: true });
    expect(await isOperator(squatter.token)).toBe(true);
    expect((await api.get("/v1/members/me", squatter.token)).body.emailVerified).toBe(true);

    const again = await verify(token, squatter.token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "VERIFY_INVALID", message: LINK_INVALID });
    for (const bad of [{ token: "not-a-token" }, { token: "" }, {}, { token: 42 }]) {
      const response = await api.post("/v1/public/members/email/verify", bad, squatter.token);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.message).toBe(LINK_INVALID);
    }
  });

  it("an email change to an operator's address waits for its link; a change away drops the rights", async () => {
    const owner = await createMember(api);
    const changed = await api.put(
      "/v1/members/me/email",
      {
        email: `Boss${BOSS_EMAIL.slice(4)}`.replace(/@.*/, (domain) => domain.toUpperCase()),
        password: owner.password,
      },
      owner.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: BOSS_EMAIL, emailVerified: false });
    expect(await isOperator(owner.token)).toBe(false);
    const proof = await newestVerificationToken(t, BOSS_EMAIL);
    expect((await verify(proof, owner.token)).status).toBe(200);
    expect(await isOperator(owner.token)).toBe(true);

    // A link asked for before a change proves nothing after it, even back on the same address.
    expect((await api.post("/v1/members/me/email/verification", undefined, owner.token)).status).toBe(202);
    const early = await newestVerificationToken(t, BOSS_EMAIL);
    expect(early).not.toBe(proof);
    const away = uniqueEmail("moved");
    await api.put("/v1/members/me/email", { email: away, password: owner.password }, owner.token);
    expect(await isOperator(owner.token)).toBe(false);
    await api.put("/v1/members/me/email", { email: BOSS_EMAIL, password: owner.password }, owner.token);
    expect(await isOperator(owner.token)).toBe(false);
    expect((await verify(early, owner.token)).status).toBe(400);
    expect(await isOperator(owner.token)).toBe(false);
    expect((await verify(await newestVerificationToken(t, BOSS_EMAIL), owner.token)).status).toBe(200);
    expect(await isOperator(owner.token)).toBe(true);
  });

  it("a link opened by the mailbox's reader confirms nothing for a stranger's account that asked for it", async () => {
    const stranger = await createMember(api, { business: { name: "Sneaky\nLine Diner" } });
    const moved = await api.put(
      "/v1/members/me/email",
      { email: HEAD_EMAIL, password: stranger.password },
      stranger.token,
    );
    expect(moved.status).toBe(200);
    const token = await newestVerificationToken(t, HEAD_EMAIL);
    expect(token).toBeTruthy();
    // The mail tells its reader whose account typed the address, on one line.
    const mail = t
      .outbox()
      .filter((m) => m.to === HEAD_EMAIL)
      .at(-1);
    expect(mail?.text).toContain('Someone using the account named "Sneaky Line Diner" typed this address');

    // The real reader opens it signed out, then signed in to their own account: neither confirms anything.
    const signedOut = await api.post("/v1/public/members/email/verify", { token });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({
      code: "SIGN_IN_REQUIRED",
      message:
        "Sign in to the account that asked for this link, then open the link again. Nothing was confirmed.",
    });
    const reader = await createMember(api);
    const asOther = await verify(token, reader.token);
    expect(asOther.status).toBe(404);
    expect(asOther.body).toMatchObject({
      code: "OTHER_ACCOUNT",
      message:
        "This link was asked for by another account. Sign out, sign in to that account, and open the link again. Nothing was confirmed.",
    });
    expect(await isOperator(stranger.token)).toBe(false);
    expect(await isOperator(reader.token)).toBe(false);
    expect((await api.get("/v1/members/me", stranger.token)).body.emailVerified).toBe(false);
    const [link] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.memberId, stranger.memberId));
    expect(link?.usedAt).toBeNull();

    // An operator helping the account reads it with a read-only session: that is not the account's own either.
    const help = await api.post(
      `/v1/adm/members/${stranger.memberId}/help-session`,
      undefined,
      operator.token,
    );
    expect(help.status).toBe(201);
    expect((await verify(token, help.body.token)).status).toBe(401);
    expect(await isOperator(stranger.token)).toBe(false);
  });

  it("a link expires, and a member asks for a few an hour at most", async () => {
    const member = await createMember(api);
    expect((await api.post("/v1/members/me/email/verification", undefined, member.token)).status).toBe(202);
    const token = await newestVerificationToken(t, member.email);
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailVerifications.memberId, member.memberId));
    const expired = await verify(token, member.token);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(LINK_INVALID);
    expect((await api.get("/v1/members/me", member.token)).body.emailVerified).toBe(false);

    for (let asked = 2; asked <= 5; asked += 1)
      expect((await api.post("/v1/members/me/email/verification", undefined, member.token)).status).toBe(202);
    const tooMany = await api.post("/v1/members/me/email/verification", undefined, member.token);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toBe("Too many verification mails were asked for. Try again in an hour.");
    expect((await api.post("/v1/members/me/email/verification")).status).toBe(401);
  });
});

describe("search and a member's details", () => {
  it("finds members by email or name and businesses by name or URL", async () => {
    const target = await createMember(api, { business: { name: `Zanzibar Grill ${Date.now() % 100000}` } });
    const byEmail = await api.get(
      `/v1/adm/search?q=${encodeURIComponent(target.email.toUpperCase())}`,
      operator.token,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.members.map((m: any) => m.id)).toEqual([target.memberId]);
    expect(byEmail.body.members[0]).toMatchObject({
      email: target.email,
      subscriptionStatus: 5,
      locations: 1,
    });

    const byName = await api.get(
      `/v1/adm/search?q=${encodeURIComponent(target.businessName)}`,
      operator.token,
    );
    expect(byName.body.businesses.map((b: any) => b.id)).toEqual([target.businessId]);
    expect(byName.body.businesses[0]).toMatchObject({ memberEmail: target.email, disabled: false });

    const { url } = byName.body.businesses[0];
    const byUrl = await api.get(`/v1/adm/search?q=${encodeURIComponent(url)}`, operator.token);
    expect(byUrl.body.businesses.map((b: any) => b.id)).toContain(target.businessId);

    // % and _ are letters here, not patterns.
    expect((await api.get("/v1/adm/search?q=%25", operator.token)).body.businesses).toEqual([]);
    const empty = await api.get("/v1/adm/search?q=%20", operator.token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Type an email, a name or a URL to search.");
  });

  it("shows a member's businesses and subscription; an unknown member is 404", async () => {
    const target = await createMember(api);
    const second = await createBusiness(api, target, { name: "Second Kitchen" });
    const detail = await api.get(`/v1/adm/members/${target.memberId}`, operator.token);
    expect(detail.status).toBe(200);
    expect(detail.body.member).toMatchObject({
      id: target.memberId,
      subscriptionStatus: 5,
      heldStatus: null,
    });
    expect(detail.body.businesses.map((b: any) => b.id)).toEqual([target.businessId, second.id]);
    expect(detail.body.qrCodes).toBe(0);
    expect((await api.get("/v1/adm/members/nobody", operator.token)).status).toBe(404);
  });
});

describe("disable and enable", () => {
  it("a disabled business's page answers 402 with the link-unavailable sentence, until it is enabled", async () => {
    const { member, address } = await publishedMember();
    expect((await fetch(`${t.baseUrl}/m/${address}`)).status).toBe(200);
    const disabled = await api.post(`/v1/public/businesses/disable?token=${operator.token}`, [
      member.businessId,
    ]);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual([
      expect.objectContaining({ id: member.businessId, disabled: true, published: true }),
    ]);

    const page = await fetch(`${t.baseUrl}/m/${address}`);
    expect(page.status).toBe(402);
    expect(await page.text()).toContain("We&#39;re sorry! This link is no longer available.");
    const json = await api.get(`/v1/public/businesses/${address}/menus`);
    expect(json.status).toBe(402);
    expect(json.body.message).toBe(LINK_UNAVAILABLE);

    const enabled = await api.post("/v1/public/businesses/enable", [member.businessId], operator.token);
    expect(enabled.body[0].disabled).toBe(false);
    expect((await fetch(`${t.baseUrl}/m/${address}`)).status).toBe(200);

    const entries = (await audit()).filter((entry) => entry.businessId === member.businessId);
    expect(entries.map((entry) => entry.action)).toEqual(["ENABLE_BUSINESS", "DISABLE_BUSINESS"]);
    expect(entries[0]).toMatchObject({ operatorEmail: OPERATOR_EMAIL, memberId: member.memberId });
  });

  it("changes none when one id is unknown, and answers 400 to an empty list", async () => {
    const member = await createMember(api);
    const response = await api.post(
      "/v1/public/businesses/disable",
      [member.businessId, "nope"],
      operator.token,
    );
    expect(response.status).toBe(404);
    const detail = await api.get(`/v1/adm/members/${member.memberId}`, operator.token);
    expect(detail.body.businesses[0].disabled).toBe(false);
    expect((await api.post("/v1/public/businesses/disable", [], operator.token)).status).toBe(400);
    expect((await api.post("/v1/public/businesses/disable", { id: 1 }, operator.token)).status).toBe(400);
  });
});

describe("hold", () => {
  it("puts a subscription on HOLD (Free limits) and gives the old status back", async () => {
    const member = await createMember(api);
    const held = await api.post(`/v1/adm/members/${member.memberId}/hold`, { hold: true }, operator.token);
    expect(held.body).toMatchObject({ subscriptionStatus: 2, heldStatus: 5 });
    const released = await api.post(
      `/v1/adm/members/${member.memberId}/hold`,
      { hold: false },
      operator.token,
    );
    expect(released.body).toMatchObject({ subscriptionStatus: 5, heldStatus: null });
    const actions = (await audit())
      .filter((entry) => entry.memberId === member.memberId)
      .map((e) => e.action);
    expect(actions).toEqual(["RELEASE_HOLD", "HOLD_SUBSCRIPTION"]);
    expect(
      (await api.post(`/v1/adm/members/${member.memberId}/hold`, { hold: "yes" }, operator.token)).status,
    ).toBe(400);
  });
});

describe("delete", () => {
  it("lets the owner or an operator delete a business, never another member", async () => {
    const owner = await createMember(api);
    const second = await createBusiness(api, owner, { name: "Closing Soon" });
    const third = await createBusiness(api, owner, { name: "Also Closing" });
    const intruder = await createMember(api);
    expect((await api.delete(`/v1/public/businesses/${second.id}`, intruder.token)).status).toBe(404);
    expect((await api.delete(`/v1/public/businesses/${second.id}`)).status).toBe(401);

    expect((await api.delete(`/v1/public/businesses/${second.id}?token=${owner.token}`)).status).toBe(204);
    expect((await api.get(`/v1/businesses/${second.id}/location`, owner.token)).status).toBe(404);

    expect((await api.delete(`/v1/public/businesses/${third.id}`, operator.token)).status).toBe(204);
    const deleted = (await audit()).find((entry) => entry.businessId === third.id);
    expect(deleted).toMatchObject({ action: "DELETE_BUSINESS", memberId: owner.memberId });

    // A member keeps one location.
    const last = await api.delete(`/v1/public/businesses/${owner.businessId}`, operator.token);
    expect(last.status).toBe(400);
    expect(last.body.code).toBe("LAST_LOCATION");
    expect((await api.get(`/v1/businesses/${owner.businessId}/location`, owner.token)).status).toBe(200);
  });
});

describe("transfer", () => {
  it("moves every menu, image and QR code to the other member; the old owner loses access", async () => {
    const from = await createMember(api);
    const moving = await createBusiness(api, from, { name: "Moving Diner" });
    const place = { ...from, businessId: moving.id };
    const menus = [await createMenu(api, place), await createMenu(api, place, { name: "Drinks" })];
    const image = await api.call("POST", "/v1/members/uploads", {
      token: from.token,
      body: uploadForm(await makeImage("jpeg"), { type: "MenuItem", locationId: moving.id }),
    });
    expect(image.status).toBe(201);
    const qr = await api.post(
      "/v1/qrcodes",
      { memberId: from.memberId, locationId: moving.id, name: "Door", type: "online-menu" },
      from.token,
    );
    expect(qr.status).toBe(201);
    const to = await createMember(api);

    const transferred = await api.post(
      `/v1/public/businesses/${moving.id}/transfer`,
      { email: to.email },
      operator.token,
    );
    expect(transferred.status).toBe(200);
    expect(transferred.body).toMatchObject({ id: moving.id, memberId: to.memberId, memberEmail: to.email });

    // The old owner: 404 everywhere.
    expect((await api.get(`/v1/businesses/${moving.id}/location`, from.token)).status).toBe(404);
    expect((await api.get(`/v1/menus?businessId=${moving.id}`, from.token)).status).toBe(404);
    expect((await api.get(`/v1/qrcodes/${qr.body.id}/image`, from.token)).status).toBe(404);
    expect((await api.get("/v1/members/locations", from.token)).body.map((b: any) => b.id)).not.toContain(
      moving.id,
    );
    expect((await api.get(`/v1/members/images?locationId=${moving.id}`, from.token)).status).toBe(404);
    // The new owner: every menu, image and code.
    const theirMenus = (await api.get(`/v1/menus?businessId=${moving.id}`, to.token)).body;
    expect(theirMenus.map((m: any) => m.id).sort()).toEqual(menus.map((m) => m.id).sort());
    const theirImages = (await api.get(`/v1/members/images?locationId=${moving.id}`, to.token)).body;
    expect(theirImages.map((i: any) => i.id)).toContain(image.body.id);
    expect(
      (await api.get(`/v1/qrcodes?locationId=${moving.id}`, to.token)).body.map((q: any) => q.id),
    ).toEqual([qr.body.id]);
    expect((await api.get(`/v1/qrcodes/${qr.body.id}/image`, to.token)).status).toBe(200);

    const entry = (await audit()).find((e) => e.businessId === moving.id && e.action === "TRANSFER_BUSINESS");
    expect(entry?.details).toMatchObject({
      fromMemberId: from.memberId,
      toMemberId: to.memberId,
      qrCodes: 1,
      images: 1,
    });
  });

  it("an operator transfers a member's only business; the member keeps an account and is asked for a business", async () => {
    const seller = await createMember(api);
    await createMenu(api, seller);
    const buyer = await createMember(api);
    const sold = await api.post(
      `/v1/public/businesses/${seller.businessId}/transfer`,
      { email: buyer.email },
      operator.token,
    );
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({ id: seller.businessId, memberId: buyer.memberId });
    expect((await api.get(`/v1/menus?businessId=${seller.businessId}`, buyer.token)).body).toHaveLength(1);

    // The seller still signs in, with nothing of the business left.
    const login = await api.post("/v1/public/login", { email: seller.email, password: seller.password });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect((await api.get("/v1/members/locations", token)).body).toEqual([]);
    expect((await api.get(`/v1/businesses/${seller.businessId}/location`, token)).status).toBe(404);
    const status = await api.get("/v1/public/members/status", token);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ authenticated: true, businessId: null, problems: [] });
    // The dashboard says there is no business, in words and by a code the dashboard turns into the business step.
    for (const path of [
      `/v1/members/${seller.memberId}/dashboard`,
      `/v1/members/${seller.memberId}/light-dashboard`,
    ]) {
      const dashboard = await api.get(path, token);
      expect(dashboard.status, path).toBe(404);
      expect(dashboard.body, path).toMatchObject({
        code: "NO_BUSINESS",
        message: "This account has no business yet. Add your business to go on.",
      });
    }
    // A stale business id on the seller's device is another member's now: 404 like any other.
    const stale = await api.get(
      `/v1/members/${seller.memberId}/dashboard?businessId=${seller.businessId}`,
      token,
    );
    expect(stale.body.code).toBe("NOT_FOUND");

    // The business step makes a new one, and the dashboard opens on it.
    const fresh = await createBusiness(api, { token }, { name: "Second Act" });
    const dashboard = await api.get(`/v1/members/${seller.memberId}/dashboard`, token);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.business.id).toBe(fresh.id);
  });

  it("lets an owner hand over their only business too", async () => {
    const owner = await createMember(api);
    const other = await createMember(api);
    const done = await api.post(
      `/v1/public/businesses/${owner.businessId}/transfer`,
      { email: other.email },
      owner.token,
    );
    expect(done.status).toBe(200);
    expect((await api.get("/v1/members/locations", owner.token)).body).toEqual([]);
    const entry = (await audit()).find((e) => e.businessId === owner.businessId);
    expect(entry).toMatchObject({ action: "TRANSFER_BUSINESS", details: { byOwner: true } });
  });

  it("lets the owner transfer their own; refuses unknown emails, the same owner and another member's business", async () => {
    const owner = await createMember(api);
    const second = await createBusiness(api, owner, { name: "Gift Shop" });
    const other = await createMember(api);
    const unknown = await api.post(
      `/v1/public/businesses/${second.id}/transfer`,
      { email: uniqueEmail() },
      owner.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("No member has this email.");
    const same = await api.post(
      `/v1/public/businesses/${second.id}/transfer`,
      { email: owner.email },
      owner.token,
    );
    expect(same.status).toBe(400);
    const foreign = await api.post(
      `/v1/public/businesses/${second.id}/transfer`,
      { email: other.email },
      other.token,
    );
    expect(foreign.status).toBe(404);
    const bad = await api.post(
      `/v1/public/businesses/${second.id}/transfer`,
      { email: "not-an-email" },
      owner.token,
    );
    expect(bad.status).toBe(400);
    const done = await api.post(`/v1/public/businesses/${second.id}/transfer?token=${owner.token}`, {
      email: other.email,
    });
    expect(done.status).toBe(200);
    expect((await api.get(`/v1/businesses/${second.id}/location`, other.token)).status).toBe(200);
  });
});

describe("silentRegister", () => {
  it("makes a member and a business; the member sets a password from the mail", async () => {
    const email = uniqueEmail("invited");
    const response = await api.post(`/v1/public/members/silentRegister?token=${operator.token}`, {
      email,
      name: "Invited Owner",
      business: businessDetails({ name: "Invited Bistro" }),
    });
    expect(response.status).toBe(201);
    expect(response.body.member).toMatchObject({ email, name: "Invited Owner" });
    expect(response.body.business).toMatchObject({ name: "Invited Bistro", memberEmail: email });
    await t.app.jobs.drain();
    const mail = t.outbox().find((m) => m.to === email);
    expect(mail?.subject).toBe("Your menu account is ready");
    const link = new URL(mail!.link!);
    const token = link.searchParams.get("token")!;
    const memberId = link.searchParams.get("memberId")!;
    expect(memberId).toBe(response.body.member.id);
    // No password works until one is set.
    expect((await api.post("/v1/public/login", { email, password: "" })).status).toBe(400);
    const set = await api.post("/v1/public/resetPassword", { memberId, token, password: "a fresh password" });
    expect(set.status).toBe(204);
    const login = await api.post("/v1/public/login", { email, password: "a fresh password" });
    expect(login.status).toBe(200);
    const locations = await api.get("/v1/members/locations", login.body.token);
    expect(locations.body.map((b: any) => b.id)).toEqual([response.body.business.id]);

    const taken = await api.post(
      "/v1/public/members/silentRegister",
      { email, business: businessDetails() },
      operator.token,
    );
    expect(taken.status).toBe(409);
    const invalid = await api.post(
      "/v1/public/members/silentRegister",
      { email: uniqueEmail(), business: { name: "" } },
      operator.token,
    );
    expect(invalid.status).toBe(400);
    expect((await audit()).find((e) => e.memberId === memberId)?.action).toBe("SILENT_REGISTER");
  });
});

describe("signing in as a member to help", () => {
  it("gives a read-only session of the member, recorded", async () => {
    const member = await createMember(api);
    const help = await api.post(`/v1/adm/members/${member.memberId}/help-session`, undefined, operator.token);
    expect(help.status).toBe(201);
    expect(help.body).toMatchObject({ member: { id: member.memberId }, readOnly: true });
    const token = help.body.token as string;
    const dashboard = await api.get(`/v1/members/${member.memberId}/dashboard`, token);
    expect(dashboard.status).toBe(200);
    const write = await api.post("/v1/menus", { businessId: member.businessId, name: "Sneaky" }, token);
    expect(write.status).toBe(403);
    expect(write.body.code).toBe("READ_ONLY");
    expect((await api.get(`/v1/menus?businessId=${member.businessId}`, member.token)).body).toEqual([]);
    // A helping session is the member's, never an operator's.
    expect((await api.get("/v1/adm/me", token)).status).toBe(404);
    const sessions = await api.get("/v1/members/me/sessions", member.token);
    expect(sessions.body.map((s: any) => s.userAgent)).toContain(`Support: ${OPERATOR_EMAIL} (read-only)`);
    expect((await audit()).find((e) => e.memberId === member.memberId)?.action).toBe("SIGN_IN_AS_MEMBER");
  });
});
