import { describe, expect, it } from "vitest";
import { SUPPORT_EMAIL, supportMailto } from "./support.ts";

// "Chat with us" opens a mail that says who writes and from where.
describe("supportMailto", () => {
  it("carries a subject and a body with the business and member context", () => {
    const link = new URL(
      supportMailto({
        businessName: "Harbor & Co",
        businessId: "biz-1",
        address: "harbor-co",
        isPublished: true,
        memberEmail: "owner@example.com",
        memberId: "mem-1",
        page: "/app/settings/hours",
      }),
    );
    expect(link.protocol).toBe("mailto:");
    expect(link.pathname).toBe(SUPPORT_EMAIL);
    expect(link.searchParams.get("subject")).toBe("Help with Harbor & Co");
    const body = link.searchParams.get("body") ?? "";
    expect(body).toContain("(Tell us what you need help with here.)");
    expect(body).toContain("Business: Harbor & Co (biz-1)");
    expect(body).toContain("Menu page: /m/harbor-co (published)");
    expect(body).toContain("Account: owner@example.com (mem-1)");
    expect(body).toContain("Written from: /app/settings/hours");
  });

  it("names the topic when the button knows it", () => {
    const link = new URL(
      supportMailto({
        businessName: "Harbor",
        businessId: "b",
        address: "harbor",
        isPublished: false,
        memberEmail: "o@example.com",
        memberId: "m",
        page: "/settings/subs",
        topic: { subject: "Upgrade my plan", request: "Please upgrade my plan." },
      }),
    );
    expect(link.searchParams.get("subject")).toBe("Upgrade my plan: Harbor");
    expect(link.searchParams.get("body")).toContain("Please upgrade my plan.");
    expect(link.searchParams.get("body")).toContain("Menu page: /m/harbor (not published)");
  });
});
