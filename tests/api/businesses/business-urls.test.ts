// Simultaneous creations of businesses with one name picked the same generated URL, and
// PostgreSQL's unique index answered 500. Each must get its own free URL, on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import { businessDetails, createMember, unique, uniqueEmail } from "../../helpers/factories.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let api: Api;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
});
afterAll(() => t.close());

const CONCURRENT = 10;

/** A name no other test uses, so the first business gets the bare slug; short enough that the slug is whole. */
const freshName = () => `Twin ${unique()}`;

function expectDistinctUrls(urls: string[], slug: string) {
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls).toContain(slug);
  for (const url of urls) expect(url).toMatch(new RegExp(`^${slug}(-[a-z0-9]+)?$`));
}

describe("generated business URLs", () => {
  it("are distinct when one member adds locations with one name at once", async () => {
    const member = await createMember(api);
    const name = freshName();
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        api.post("/v1/businesses", businessDetails({ name }), member.token),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(CONCURRENT).fill(201));
    const urls = responses.map((response) => response.body.url as string);
    expectDistinctUrls(urls, name.toLowerCase().replaceAll(" ", "-"));
    // The stored rows agree with the answers.
    const listed = await api.get("/v1/members/locations", member.token);
    expect(listed.status).toBe(200);
    const stored = (listed.body as { url: string }[]).map((business) => business.url);
    for (const url of urls) expect(stored).toContain(url);
  });

  it("are distinct when several owners sign up with one business name at once", async () => {
    const name = freshName();
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        api.post("/v1/public/register", {
          email: uniqueEmail(`twin-${i}`),
          password: "correct horse battery",
          business: businessDetails({ name }),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(CONCURRENT).fill(201));
    expectDistinctUrls(
      responses.map((response) => response.body.business.url as string),
      name.toLowerCase().replaceAll(" ", "-"),
    );
  });
});
