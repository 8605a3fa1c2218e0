import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  diningTables,
  orders,
  ratings,
  reservations,
  waitlistEntries,
} from "../../../src/server/db/schema.ts";
import { DEFAULT_RESERVATION_SETTINGS } from "../../../src/shared/reservations/reservations.ts";
import { createApi } from "../../helpers/api-client.ts";
import {
  createMember,
  createMenu,
  customerDetails,
  makeImage,
  ratingRow,
  uploadForm,
} from "../../helpers/factories.ts";
import { findRoutesWithoutCase, type IsolationCase, type Owner, routeKey } from "../../helpers/isolation.ts";
import { newestVerificationToken } from "../../helpers/operators.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

// Tenancy (decision 004): every private route is walked with a second member's token.
// A route added without a case here makes the first test fail.

const validLocation = {
  name: "Intruder Diner",
  address: "9 Side Street",
  city: "Austin",
  state: "TX",
  zip: "73301",
};

/** The day of the owner's booking. */
const RESERVATION_DAY = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);

const CASES: Record<string, IsolationCase> = {
  // The plan calls act on the caller's own subscription only.
  "GET /v1/subscriptions/me": {
    kind: "self",
    request: () => ({ path: "/v1/subscriptions/me" }),
    check: (response, owner) => {
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(owner.businessId);
    },
  },
  "POST /v1/subscriptions/checkout": {
    kind: "self",
    request: () => ({ path: "/v1/subscriptions/checkout", body: { plan: "MYBRAND" } }),
    // This app has no Stripe: the intruder's own checkout is refused, and nothing of the owner's moves.
    check: (response) => expect(response.body.code).toBe("BILLING_OFF"),
  },
  "POST /v1/subscriptions/portal": {
    kind: "self",
    request: () => ({ path: "/v1/subscriptions/portal" }),
    check: (response) => expect(response.status).toBe(400),
  },
  "POST /v1/subscriptions/locations": {
    kind: "self",
    request: () => ({ path: "/v1/subscriptions/locations", body: { extraLocations: 1 } }),
    check: (response) => expect(response.status).toBe(400),
  },
  // The operators' routes answer a member's token 404, as if they did not exist.
  "GET /v1/adm/me": { kind: "foreign", request: () => ({ path: "/v1/adm/me" }) },
  "GET /v1/adm/search": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/adm/search?q=${encodeURIComponent(owner.email)}` }),
  },
  "GET /v1/adm/members/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/adm/members/${owner.memberId}` }),
  },
  "POST /v1/adm/members/:id/hold": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/adm/members/${owner.memberId}/hold`, body: { hold: true } }),
  },
  "POST /v1/adm/members/:id/help-session": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/adm/members/${owner.memberId}/help-session` }),
  },
  "GET /v1/adm/audit": { kind: "foreign", request: () => ({ path: "/v1/adm/audit" }) },
  "POST /v1/public/businesses/disable": {
    kind: "foreign",
    request: (owner) => ({ path: "/v1/public/businesses/disable", body: [owner.businessId] }),
  },
  "POST /v1/public/businesses/enable": {
    kind: "foreign",
    request: (owner) => ({ path: "/v1/public/businesses/enable", body: [owner.businessId] }),
  },
  "POST /v1/public/members/silentRegister": {
    kind: "foreign",
    request: () => ({
      path: "/v1/public/members/silentRegister",
      body: { email: "invited@example.com", business: validLocation },
    }),
  },
  "DELETE /v1/public/businesses/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/public/businesses/${owner.businessId}` }),
  },
  "POST /v1/public/businesses/:id/transfer": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/public/businesses/${owner.businessId}/transfer`,
      body: { email: "someone@example.com" },
    }),
  },
  "GET /v1/members/locations": {
    kind: "self",
    request: () => ({ path: "/v1/members/locations" }),
    check: (response, owner) => {
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(owner.businessId);
    },
  },
  "POST /v1/businesses": {
    kind: "self",
    request: () => ({ path: "/v1/businesses", body: validLocation }),
    check: (response, owner) => {
      expect(response.status).toBe(201);
      expect(response.body.id).not.toBe(owner.businessId);
    },
  },
  "GET /v1/businesses/:id/location": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/location` }),
  },
  "PUT /v1/businesses/:id/location": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/location`, body: validLocation }),
  },
  "GET /v1/businesses/:id/embed": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/embed` }),
  },
  "PUT /v1/businesses/:id/embed": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/embed`,
      body: { origins: ["https://intruder.example"] },
    }),
  },
  "PUT /v1/businesses/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}`, body: { orderingEnabled: true } }),
  },
  "PATCH /v1/businesses/:id": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}`,
      body: { config: { bannerColor: "#ff0000" } },
    }),
  },
  "GET /v1/members/:memberId/dashboard": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/members/${owner.memberId}/dashboard` }),
  },
  "GET /v1/members/:memberId/light-dashboard": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/members/${owner.memberId}/light-dashboard?businessId=${owner.businessId}`,
    }),
  },
  // The status and location calls under /v1/public that take the caller's token.
  "GET /v1/businesses/:id/search": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/search?query=a` }),
  },
  "GET /v1/public/businesses/:id/location": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/public/businesses/${owner.businessId}/location` }),
  },
  "GET /v1/public/businesses/status": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/public/businesses/status?email=${encodeURIComponent(owner.email)}` }),
  },
  "GET /v1/public/businesses/statusById": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/public/businesses/statusById?memberId=${owner.memberId}` }),
  },
  "GET /v1/public/business": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/public/business?memberId=${owner.memberId}&businessId=${owner.businessId}`,
    }),
  },
  "GET /v1/public/members/status": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/public/members/status?locationId=${owner.businessId}` }),
  },
  "POST /v1/menus": {
    kind: "foreign",
    request: (owner) => ({ path: "/v1/menus", body: { businessId: owner.businessId, name: "Intruder" } }),
  },
  "POST /v1/menus/multiple": {
    kind: "foreign",
    request: (owner) => ({ path: "/v1/menus/multiple", body: [{ businessId: owner.businessId }] }),
  },
  "GET /v1/menus": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus?businessId=${owner.businessId}` }),
  },
  "GET /v1/ilmenus": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/ilmenus?menuId=${owner.menuId}` }),
  },
  "POST /v1/menus/import": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/menus/import?businessId=${owner.businessId}`,
      body: uploadForm(Buffer.from("group,item,price\nMains,Steak,20\n"), {}, "menu.csv"),
    }),
  },
  "POST /v1/menus/import/warm-up": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/import/warm-up?businessId=${owner.businessId}` }),
  },
  "GET /v1/menus/:id/export.csv": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/${owner.menuId}/export.csv` }),
  },
  "GET /v1/menus/:id/export.xlsx": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/${owner.menuId}/export.xlsx` }),
  },
  "PUT /v1/menus": {
    kind: "foreign",
    request: (owner) => ({ path: "/v1/menus", body: { id: owner.menuId, version: 1, name: "Taken over" } }),
  },
  "DELETE /v1/menus/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/${owner.menuId}` }),
  },
  "PUT /v1/menus/:id/restore": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/${owner.menuId}/restore` }),
  },
  "POST /v1/menus/:id/active": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/${owner.menuId}/active` }),
  },
  "DELETE /v1/menus/:id/active": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/${owner.menuId}/active` }),
  },
  "POST /v1/menus/sequence": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/sequence?businessId=${owner.businessId}`, body: [owner.menuId] }),
  },
  "POST /v1/members/menus/copyToLocation": {
    kind: "foreign",
    // The intruder names the owner's location as the source: its menus must not be copied anywhere.
    request: (owner) => ({
      path: `/v1/members/menus/copyToLocation?oldLocationId=${owner.businessId}&newLocationId=${owner.businessId}`,
    }),
  },
  "POST /v1/businesses/:id/publish/preview": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/publish/preview` }),
  },
  "POST /v1/businesses/:id/publish": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/publish` }),
  },
  "POST /v1/businesses/:id/unpublish": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/unpublish` }),
  },
  "PUT /v1/businesses/:id/url": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/url?url=stolen-name` }),
  },
  "GET /v1/businesses/url/validate": {
    kind: "self",
    request: () => ({ path: "/v1/businesses/url/validate?url=free-name" }),
    check: (response) => expect(response.body).toBe(true),
  },
  // Optional login: a guest's view, or the owner's own (not counted). Never a change to another's data here:
  // the owner's business is unpublished, and unpublished pages count no views.
  "POST /v1/public/businesses/:id/viewCount": {
    kind: "self",
    request: (owner) => ({ path: `/v1/public/businesses/${owner.businessId}/viewCount` }),
    check: (response) => expect(response.status).toBe(204),
  },
  "POST /v1/public/menus/:id/viewCount": {
    kind: "self",
    request: (owner) => ({ path: `/v1/public/menus/${owner.menuId}/viewCount` }),
    check: (response) => expect(response.status).toBe(204),
  },
  // A guest's step towards an order, counted like a view: another member is one more visitor, nothing more.
  "POST /v1/public/businesses/:id/funnel": {
    kind: "self",
    request: (owner) => ({
      path: `/v1/public/businesses/${owner.businessId}/funnel`,
      body: { step: "cart" },
    }),
    check: (response) => expect(response.status).toBe(204),
  },
  "POST /v1/businesses/:id/revision": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/revision` }),
  },
  "GET /v1/businesses/:id/revisions": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/revisions` }),
  },
  "GET /v1/businesses/:id/revisions/:revisionId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/revisions/${owner.revisionId}` }),
  },
  "POST /v1/businesses/:id/revisions": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/revisions?revisionId=${owner.revisionId}`,
    }),
  },
  "POST /v1/members/uploads": {
    kind: "foreign",
    request: async (owner) => ({
      path: "/v1/members/uploads",
      body: uploadForm(await makeImage("png", 8, 8), { type: "MenuItem", locationId: owner.businessId }),
    }),
  },
  "POST /v1/members/icon-uploads": {
    kind: "foreign",
    request: async (owner) => ({
      path: "/v1/members/icon-uploads",
      body: uploadForm(await makeImage("png", 8, 8), { locationId: owner.businessId }),
    }),
  },
  "POST /v1/brands/:locationId/upload/logo": {
    kind: "foreign",
    request: async (owner) => ({
      path: `/v1/brands/${owner.businessId}/upload/logo`,
      body: uploadForm(await makeImage("png", 8, 8)),
    }),
  },
  "GET /v1/members/uploads": {
    kind: "self",
    request: () => ({ path: "/v1/members/uploads?type=MenuItem" }),
    check: (response, owner) => {
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(owner.imageId);
    },
  },
  "GET /v1/members/images": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/members/images?locationId=${owner.businessId}` }),
  },
  "GET /v1/members/icons": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/members/icons?locationId=${owner.businessId}` }),
  },
  "PUT /v1/members/images/save": {
    kind: "foreign",
    request: (owner) => ({
      path: "/v1/members/images/save",
      body: [{ id: owner.imageId, altText: "taken" }],
    }),
  },
  "PUT /v1/members/icons/save": {
    kind: "foreign",
    request: (owner) => ({ path: "/v1/members/icons/save", body: [{ id: owner.iconId, altText: "taken" }] }),
  },
  "DELETE /v1/members/icons/:iconId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/members/icons/${owner.iconId}` }),
  },
  "GET /v1/brands/:locationId/logos": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/brands/${owner.businessId}/logos` }),
  },
  "GET /v1/brands/:locationId/colors": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/brands/${owner.businessId}/colors` }),
  },
  "GET /v1/menus/timber/mo": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/menus/timber/mo?businessId=${owner.businessId}` }),
  },
  // The design library is the product's, not a member's: any member may read it.
  "GET /v1/menus/timber/designs/:designId/mo": {
    kind: "self",
    request: () => ({ path: "/v1/menus/timber/designs/italian-trattoria/mo" }),
    check: (response, owner) => {
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(owner.businessId);
    },
  },
  "POST /v1/menus/timber/designs/:designId/copy": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/menus/timber/designs/italian-trattoria/copy?businessId=${owner.businessId}`,
    }),
  },
  "GET /v1/businesses/:id/live": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/live` }),
  },
  "PUT /v1/businesses/:id/hours": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/hours`,
      body: { hours: { monday: { open: true, hours: [{ start: "01:00", end: "02:00" }] } } },
    }),
  },
  "PUT /v1/businesses/:id/open": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/open?open=false` }),
  },
  "PUT /v1/businesses/:id/ordering/pause": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/ordering/pause`,
      body: { minutes: 15 },
    }),
  },
  "DELETE /v1/businesses/:id/ordering/pause": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/ordering/pause` }),
  },
  "PUT /v1/businesses/:id/ordering/busy": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/ordering/busy`,
      body: { extraMinutes: 20 },
    }),
  },
  "PUT /v1/businesses/:id/notifications": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/notifications`,
      body: { notificationEmail: "intruder@example.com" },
    }),
  },
  "GET /v1/businesses/:id/sold-out": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/sold-out` }),
  },
  "PUT /v1/businesses/:id/sold-out": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/sold-out`,
      body: { menuId: owner.menuId, itemId: "any-item", until: "manual" },
    }),
  },
  "GET /v1/businesses/:id/taxes": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/taxes` }),
  },
  "POST /v1/businesses/:id/taxes": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/taxes`,
      body: { label: "Sneaky", type: "PERCENT", value: 50 },
    }),
  },
  "PUT /v1/businesses/:id/taxes/:taxId": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/taxes/${owner.taxId}`,
      body: { label: "Sneaky", type: "PERCENT", value: 50 },
    }),
  },
  "DELETE /v1/businesses/:id/taxes/:taxId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/taxes/${owner.taxId}` }),
  },
  "GET /v1/businesses/:id/printers": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/printers` }),
  },
  "POST /v1/businesses/:id/printers": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/printers`,
      body: { name: "Sneaky", paper: 80, printOn: "arrival", copies: 1 },
    }),
  },
  // The business is the owner's: refused before any printer id is looked at (tests/api/printers names a real one).
  "DELETE /v1/businesses/:id/printers/:printerId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/printers/any-printer` }),
  },
  "GET /v1/businesses/:id/promotions": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/promotions` }),
  },
  "POST /v1/businesses/:id/promotions": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/promotions`,
      body: { code: "SNEAKY", kind: "PERCENT", value: 50 },
    }),
  },
  // The business is the owner's: refused before any code is looked at (tests/api/promotions names a real one).
  "PUT /v1/businesses/:id/promotions/:promotionId": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/promotions/any-promotion`,
      body: { code: "SNEAKY", kind: "PERCENT", value: 50 },
    }),
  },
  "DELETE /v1/businesses/:id/promotions/:promotionId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/promotions/any-promotion` }),
  },
  "GET /v1/businesses/:id/insights": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/insights?from=2026-01-01&to=2026-01-31`,
    }),
  },
  "GET /v1/businesses/:id/insights.csv": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/insights.csv?from=2026-01-01&to=2026-01-31&table=byDay`,
    }),
  },
  "POST /v1/orders/:orderId/print": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/orders/${owner.orderId}/print` }),
  },
  "GET /v1/members/me": {
    kind: "self",
    request: () => ({ path: "/v1/members/me" }),
    check: (response, owner) => {
      expect(response.status).toBe(200);
      expect(response.body.id).not.toBe(owner.memberId);
    },
  },
  "PUT /v1/members/me": {
    kind: "self",
    request: () => ({ path: "/v1/members/me", body: { name: "Intruder" } }),
    check: (response, owner) => expect(response.body.id).not.toBe(owner.memberId),
  },
  "PUT /v1/members/me/email": {
    kind: "self",
    // The owner's email is taken: the intruder cannot take it over either.
    request: (owner) => ({
      path: "/v1/members/me/email",
      body: { email: owner.email, password: "correct horse battery" },
    }),
    check: (response) => expect(response.status).toBe(409),
  },
  "POST /v1/members/me/email/verification": {
    kind: "self",
    // The link goes to the caller's own address, never the owner's.
    request: () => ({ path: "/v1/members/me/email/verification" }),
    check: (response) => expect(response.status).toBe(202),
  },
  "PUT /v1/members/me/password": {
    kind: "self",
    request: () => ({
      path: "/v1/members/me/password",
      body: { currentPassword: "wrong password", newPassword: "another password" },
    }),
    check: (response) => expect(response.status).toBe(400),
  },
  "GET /v1/members/me/sessions": {
    kind: "self",
    request: () => ({ path: "/v1/members/me/sessions" }),
    check: (response, owner) => {
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(owner.sessionId);
    },
  },
  "DELETE /v1/members/me/sessions/:sessionId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/members/me/sessions/${owner.sessionId}` }),
  },
  "POST /v1/customers": {
    kind: "foreign",
    request: (owner) => ({
      path: "/v1/customers",
      body: { businessId: owner.businessId, name: "Intruder", phone: "4155550000" },
    }),
  },
  "GET /v1/customers": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/customers?businessId=${owner.businessId}` }),
  },
  "GET /v1/customers/search": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/customers/search?businessId=${owner.businessId}&key=a` }),
  },
  "GET /v1/customers/export": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/customers/export?businessId=${owner.businessId}` }),
  },
  "GET /v1/customers/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/customers/${owner.customerId}` }),
  },
  "GET /v1/businesses/:id/ratings": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/ratings` }),
  },
  "PATCH /v1/public/businesses/:id/ratings": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/public/businesses/${owner.businessId}/ratings`,
      body: { id: owner.ratingId, approved: true },
    }),
  },
  "POST /v1/qrcodes": {
    kind: "foreign",
    request: (owner) => ({
      path: "/v1/qrcodes",
      body: {
        memberId: owner.memberId,
        locationId: owner.businessId,
        name: "x",
        type: "online-menu",
        url: "x",
      },
    }),
  },
  "GET /v1/qrcodes": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/qrcodes?locationId=${owner.businessId}` }),
  },
  "GET /v1/qrcodes/member/count": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/qrcodes/member/count?memberId=${owner.memberId}` }),
  },
  "GET /v1/qrcodes/online-menu/:businessId/has": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/qrcodes/online-menu/${owner.businessId}/has` }),
  },
  "GET /v1/qrcodes/:id/image": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/qrcodes/${owner.qrId}/image?format=svg` }),
  },
  "GET /v1/qrcodes/:id/print": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/qrcodes/${owner.qrId}/print` }),
  },
  "GET /v1/qrcodes/:id/tables": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/qrcodes/${owner.qrId}/tables?count=3` }),
  },
  "GET /v1/businesses/:id/orders": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/orders?tab=all` }),
  },
  "GET /v1/businesses/:id/orders/count": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/orders/count` }),
  },
  "GET /v1/orders/:orderId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/orders/${owner.orderId}` }),
  },
  "POST /v1/orders/:orderId/opened": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/orders/${owner.orderId}/opened` }),
  },
  "POST /v1/orders/:orderId/status": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/orders/${owner.orderId}/status`, body: { status: "ACCEPTED" } }),
  },
  "GET /v1/businesses/:id/pages": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/pages` }),
  },
  "POST /v1/businesses/:id/pages": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/pages`, body: { title: "Intruder" } }),
  },
  "POST /v1/businesses/:id/pages/sequence": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/pages/sequence`, body: [owner.pageId] }),
  },
  "GET /v1/businesses/:id/pages/:pageId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/pages/${owner.pageId}` }),
  },
  "PUT /v1/businesses/:id/pages/:pageId": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/pages/${owner.pageId}`,
      body: { version: 1, body: "Intruder" },
    }),
  },
  "DELETE /v1/businesses/:id/pages/:pageId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/pages/${owner.pageId}` }),
  },
  "GET /v1/payment/connected-account": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/payment/connected-account?memberId=${owner.memberId}` }),
  },
  "POST /v1/payment/connected-account": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/payment/connected-account?memberId=${owner.memberId}` }),
  },
  "POST /v1/payment/link-account": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/payment/link-account?memberId=${owner.memberId}` }),
  },
  "POST /v1/orders/:orderId/refund": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/orders/${owner.orderId}/refund`, body: { amount: 100 } }),
  },
  "POST /v1/public/members/email/verify": {
    kind: "foreign",
    // The owner's own confirmation link, opened while signed in as someone else, confirms nothing.
    request: (owner) => ({ path: "/v1/public/members/email/verify", body: { token: owner.verifyToken } }),
  },
  "GET /v1/businesses/:id/reservations/settings": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/reservations/settings` }),
  },
  "PUT /v1/businesses/:id/reservations/settings": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/reservations/settings`,
      body: { ...DEFAULT_RESERVATION_SETTINGS, enabled: true },
    }),
  },
  "GET /v1/businesses/:id/tables": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/tables` }),
  },
  "POST /v1/businesses/:id/tables": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/tables`,
      body: { name: "Intruder", minSeats: 1, maxSeats: 2 },
    }),
  },
  "PUT /v1/businesses/:id/tables/:tableId": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/tables/${owner.tableId}`,
      body: { name: "Intruder", minSeats: 1, maxSeats: 2 },
    }),
  },
  "DELETE /v1/businesses/:id/tables/:tableId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/tables/${owner.tableId}` }),
  },
  "GET /v1/businesses/:id/reservations": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/reservations?date=${RESERVATION_DAY}` }),
  },
  "POST /v1/reservations/:id/status": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/reservations/${owner.reservationId}/status`,
      body: { status: "CANCELLED" },
    }),
  },
  "PUT /v1/reservations/:id": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/reservations/${owner.reservationId}`, body: { party: 1 } }),
  },
  "POST /v1/businesses/:id/walk-ins": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/walk-ins`, body: { party: 2 } }),
  },
  "GET /v1/businesses/:id/waitlist": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/waitlist` }),
  },
  "POST /v1/businesses/:id/waitlist": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/waitlist`,
      body: { name: "Intruder", party: 2, quotedMinutes: 10 },
    }),
  },
  "POST /v1/waitlist/:entryId/notify": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/waitlist/${owner.waitlistEntryId}/notify` }),
  },
  "POST /v1/waitlist/:entryId/seat": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/waitlist/${owner.waitlistEntryId}/seat` }),
  },
  "DELETE /v1/waitlist/:entryId": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/waitlist/${owner.waitlistEntryId}` }),
  },
  "GET /v1/businesses/:id/gift-cards/settings": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/gift-cards/settings` }),
  },
  "PUT /v1/businesses/:id/gift-cards/settings": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/gift-cards/settings`,
      body: { enabled: true, presets: [1000], min: 1000, max: 2000 },
    }),
  },
  "GET /v1/businesses/:id/gift-cards": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/gift-cards` }),
  },
  "POST /v1/businesses/:id/gift-cards/issue": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/gift-cards/issue`,
      body: { amount: 5000, recipient: { name: "Intruder" }, reason: "Free money" },
    }),
  },
  "GET /v1/businesses/:id/gift-cards.csv": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/gift-cards.csv` }),
  },
  "POST /v1/gift-cards/:id/void": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/gift-cards/${owner.giftCardId}/void`, body: { reason: "Gone" } }),
  },
  "POST /v1/gift-cards/:id/adjust": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/gift-cards/${owner.giftCardId}/adjust`,
      body: { amount: -100, reason: "Taken" },
    }),
  },
  "GET /v1/gift-cards/:id/movements": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/gift-cards/${owner.giftCardId}/movements` }),
  },
  "GET /v1/businesses/:id/loyalty": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/businesses/${owner.businessId}/loyalty` }),
  },
  "PUT /v1/businesses/:id/loyalty": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/businesses/${owner.businessId}/loyalty`,
      body: { enabled: true, earn: { kind: "STAMP_PER_ORDER", points: 1, minSubtotal: 0 }, rewards: [] },
    }),
  },
  "GET /v1/customers/:id/loyalty": {
    kind: "foreign",
    request: (owner) => ({ path: `/v1/customers/${owner.customerId}/loyalty` }),
  },
  "POST /v1/customers/:id/loyalty/adjust": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/customers/${owner.customerId}/loyalty/adjust`,
      body: { points: 1000, reason: "Free points" },
    }),
  },
  "POST /v1/customers/:id/loyalty/redeem": {
    kind: "foreign",
    request: (owner) => ({
      path: `/v1/customers/${owner.customerId}/loyalty/redeem`,
      body: { rewardId: "coffee" },
    }),
  },
  "POST /v1/public/logout": {
    kind: "self",
    request: () => ({ path: "/v1/public/logout" }),
    check: (response) => expect(response.status).toBe(204),
  },
};

describe("tenant isolation", () => {
  let t: TestApp;
  let owner: Owner;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    t = await startTestApp();
    const api = createApi(t.baseUrl);
    const member = await createMember(api);
    const menu = await createMenu(api, member);
    const revision = await api.post(`/v1/businesses/${member.businessId}/revision`, undefined, member.token);
    const image = await api.call("POST", "/v1/members/uploads", {
      token: member.token,
      body: uploadForm(await makeImage("png", 8, 8), { type: "MenuItem", locationId: member.businessId }),
    });
    const icon = await api.call("POST", "/v1/members/icon-uploads", {
      token: member.token,
      body: uploadForm(await makeImage("png", 8, 8), { locationId: member.businessId }),
    });
    const tax = await api.post(
      `/v1/businesses/${member.businessId}/taxes`,
      { label: "Sales tax", type: "PERCENT", value: 8.25 },
      member.token,
    );
    const sessions = await api.get("/v1/members/me/sessions", member.token);
    const customer = await api.post(
      "/v1/customers",
      { businessId: member.businessId, ...customerDetails() },
      member.token,
    );
    // The owner's business stays unpublished (see the viewCount cases): its rating goes straight in.
    const rating = ratingRow({ businessId: member.businessId });
    await t.database.db.insert(ratings).values(rating);
    const qr = await api.post(
      "/v1/qrcodes",
      { memberId: member.memberId, locationId: member.businessId, name: "QR", type: "online-menu", url: "" },
      member.token,
    );
    // An order placed as a guest would place it needs a published menu; the business stays unpublished (see
    // the viewCount cases), so its order goes straight in.
    const orderId = `order-${member.businessId}`;
    await t.database.db.insert(orders).values({
      id: orderId,
      businessId: member.businessId,
      friendlyId: 1,
      status: "NEW",
      type: "PICKUP",
      currency: "$",
      currencyCode: "USD",
      items: [],
      taxes: [],
      subtotal: 1000,
      tax: 0,
      tip: 0,
      deliveryFee: 0,
      total: 1000,
      payment: "CASH",
      paymentStatus: "DUE",
      customer: { name: "Guest", phone: "4155550123" },
      trackingKey: "tracking-key-of-the-owner-order",
      idempotencyKey: "isolation-key",
      requestHash: "-",
    });
    // A table and a booking at it, written as a guest's booking would write them (the business is unpublished).
    const tableId = `table-${member.businessId}`;
    await t.database.db
      .insert(diningTables)
      .values({ id: tableId, businessId: member.businessId, name: "Window", minSeats: 1, maxSeats: 2 });
    const reservationId = `reservation-${member.businessId}`;
    await t.database.db.insert(reservations).values({
      id: reservationId,
      businessId: member.businessId,
      status: "CONFIRMED",
      startsAt: new Date(`${RESERVATION_DAY}T19:00:00Z`),
      endsAt: new Date(`${RESERVATION_DAY}T20:30:00Z`),
      party: 2,
      tableIds: [tableId],
      guestName: "Guest",
      guestPhone: "+14155550123",
      guestKey: "guest-key-of-the-owner-booking",
      idempotencyKey: "isolation-key",
      requestHash: "-",
    });
    const waitlistEntryId = `wait-${member.businessId}`;
    await t.database.db.insert(waitlistEntries).values({
      id: waitlistEntryId,
      businessId: member.businessId,
      name: "Waiting guest",
      party: 2,
      quotedMinutes: 15,
      status: "WAITING",
      guestKey: "guest-key-of-the-owner-wait",
    });
    const giftCard = await api.post(
      `/v1/businesses/${member.businessId}/gift-cards/issue`,
      { amount: 5000, recipient: { name: "Regular" }, reason: "A thank-you" },
      member.token,
    );
    const page = await api.post(
      `/v1/businesses/${member.businessId}/pages`,
      { title: "About us", body: "Our story." },
      member.token,
    );
    expect((await api.post("/v1/members/me/email/verification", undefined, member.token)).status).toBe(202);
    const verifyToken = await newestVerificationToken(t, member.email);
    owner = {
      ...member,
      verifyToken: verifyToken ?? "",
      pageId: page.body.id,
      tableId,
      reservationId,
      waitlistEntryId,
      giftCardId: giftCard.body.id,
      orderId,
      menuId: menu.id,
      revisionId: revision.body.id,
      imageId: image.body.id,
      iconId: icon.body.id,
      taxId: tax.body.id,
      sessionId: sessions.body[0].id,
      customerId: customer.body.id,
      ratingId: rating.id,
      qrId: qr.body.id,
    };
    // Every id the walk names must be real, or a 404 would prove nothing.
    expect(Object.values(owner).every((value) => typeof value === "string" && value.length > 0)).toBe(true);
    snapshot = async () => {
      const dashboard = await api.get(`/v1/members/${owner.memberId}/dashboard`, owner.token);
      const menus = await api.get(`/v1/menus?businessId=${owner.businessId}`, owner.token);
      const taxes = await api.get(`/v1/businesses/${owner.businessId}/taxes`, owner.token);
      const sessions = await api.get("/v1/members/me/sessions", owner.token);
      const customers = await api.get(`/v1/customers?businessId=${owner.businessId}`, owner.token);
      const ratings = await api.get(`/v1/businesses/${owner.businessId}/ratings`, owner.token);
      const qrcodes = await api.get(`/v1/qrcodes?locationId=${owner.businessId}`, owner.token);
      const ownOrders = await api.get(`/v1/businesses/${owner.businessId}/orders`, owner.token);
      const pages = await api.get(`/v1/businesses/${owner.businessId}/pages`, owner.token);
      const booked = await api.get(
        `/v1/businesses/${owner.businessId}/reservations?date=${RESERVATION_DAY}`,
        owner.token,
      );
      const tables = await api.get(`/v1/businesses/${owner.businessId}/tables`, owner.token);
      const bookingSettings = await api.get(
        `/v1/businesses/${owner.businessId}/reservations/settings`,
        owner.token,
      );
      const waitlist = await api.get(`/v1/businesses/${owner.businessId}/waitlist`, owner.token);
      const giftCards = await api.get(`/v1/businesses/${owner.businessId}/gift-cards`, owner.token);
      const giftCardSettings = await api.get(
        `/v1/businesses/${owner.businessId}/gift-cards/settings`,
        owner.token,
      );
      const giftCardMovements = await api.get(`/v1/gift-cards/${owner.giftCardId}/movements`, owner.token);
      const loyalty = await api.get(`/v1/businesses/${owner.businessId}/loyalty`, owner.token);
      const customerLoyalty = await api.get(`/v1/customers/${owner.customerId}/loyalty`, owner.token);
      return JSON.stringify([
        loyalty.body,
        customerLoyalty.body,
        giftCards.body,
        giftCardSettings.body,
        giftCardMovements.body,
        waitlist.body,
        booked.body,
        tables.body,
        bookingSettings.body,
        pages.body,
        ownOrders.body,
        dashboard.body,
        menus.body,
        taxes.body,
        sessions.body.map((s: { id: string }) => s.id),
        customers.body,
        ratings.body,
        qrcodes.body,
      ]);
    };
  });
  afterAll(() => t.close());

  it("has a case for every private route of the app", () => {
    expect(findRoutesWithoutCase(t.app.routeTable, CASES)).toEqual([]);
  });

  it("answers 401 to every private route without a token", async () => {
    const api = createApi(t.baseUrl);
    for (const route of t.app.routeTable.filter((r) => r.auth === "member")) {
      const { path, body } = await CASES[routeKey(route)]!.request(owner);
      const response = await api.call(route.method, path, { body });
      expect(response.status, routeKey(route)).toBe(401);
      expect(response.body.code, routeKey(route)).toBe("UNAUTHORIZED");
    }
  });

  it(
    "answers 404 to another member and leaves the owner's data unchanged",
    async () => {
      const api = createApi(t.baseUrl);
      const before = await snapshot();
      for (const route of t.app.routeTable.filter((r) => r.auth !== "public")) {
        const key = routeKey(route);
        const entry = CASES[key]!;
        // A fresh intruder per route: some routes (logout) end the caller's session.
        const intruder = await createMember(api);
        const { path, body } = await entry.request(owner);
        const response = await api.call(route.method, path, { body, token: intruder.token });
        if (entry.kind === "foreign") {
          expect(response.status, key).toBe(404);
          expect(JSON.stringify(response.body), key).not.toContain(owner.email);
        } else {
          entry.check(response, owner);
        }
      }
      expect(await snapshot()).toBe(before);
      // One fresh member (a password hash) per private route: the walk grows with the app, past the default.
    },
    scaled(180_000),
  );
});

describe("the isolation walk itself", () => {
  it("reports a private route that has no case", async () => {
    const t = await startTestApp({
      extraRoutes: (app) => {
        app.get("/v1/businesses/:id/secrets", async () => ({ secret: true }));
        app.get("/v1/public/open-data", async () => ({ open: true }));
      },
    });
    try {
      const missing = findRoutesWithoutCase(t.app.routeTable, CASES);
      expect(missing).toEqual(["GET /v1/businesses/:id/secrets"]);
    } finally {
      await t.close();
    }
  });
});
