import { describe, expect, it } from "vitest";
import { isSafeImage, isSafeLink, markdownImageSources, markdownText, renderMarkdown } from "./markdown.ts";

// The owner's Markdown reaches guests as text and safe links only.

describe("website page Markdown", () => {
  it("follows only web, mail and phone links, and links within the site", () => {
    for (const url of [
      "https://a.example",
      "http://a.example",
      "mailto:a@b.c",
      "tel:+1415",
      "/m/x",
      "#top",
      "about",
    ])
      expect(isSafeLink(url), url).toBe(true);
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:x",
      "java\tscript:x",
      "vbscript:x",
      "data:text/html,x",
      "file:///etc",
    ])
      expect(isSafeLink(url), url).toBe(false);
  });

  it("loads images from this site or over HTTPS only", () => {
    expect(isSafeImage("/v1/public/images?key=a.png")).toBe(true);
    expect(isSafeImage("https://cdn.example/a.png")).toBe(true);
    for (const url of [
      "http://a.example/a.png",
      "//evil.example/a.png",
      "data:image/png;base64,AA",
      "javascript:x",
    ])
      expect(isSafeImage(url), url).toBe(false);
  });

  it("shows raw HTML as text and drops unsafe images to their description", () => {
    const html = renderMarkdown(
      '<b onclick="x()">hi</b>\n\n![a cat](javascript:x) ![a dog](/v1/public/images?key=d.png)',
    );
    expect(html).toContain("&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt;");
    expect(html).toContain("a cat");
    expect(html).not.toMatch(/(src|href)="javascript:/);
    // The first image may be the first screen's largest paint: it loads at once.
    expect(html).toContain('<img src="/v1/public/images?key=d.png" alt="a dog" decoding="async">');
  });

  it("turns a # heading into h2 under the page's title, and reads as plain text for descriptions", () => {
    expect(renderMarkdown("# Story\n\n## Team")).toBe("<h2>Story</h2>\n<h2>Team</h2>\n");
    expect(markdownText("## Hours\n\n- Mon & Tue\n- **Wed**")).toBe("Hours Mon & Tue Wed");
    expect(markdownText("![The room](/v1/public/images?key=r.webp) Book it.")).toBe("Book it.");
  });

  it("gives an image of known size its width and height, and finds every image the body shows", () => {
    const body = "![room](/v1/public/images?key=r.webp)\n\n- ![logo][l]\n\n[l]: https://cdn.example/l.png";
    expect(markdownImageSources(body)).toEqual(["/v1/public/images?key=r.webp", "https://cdn.example/l.png"]);
    const html = renderMarkdown(body, { "/v1/public/images?key=r.webp": { width: 480, height: 320 } });
    expect(html).toContain(
      '<img src="/v1/public/images?key=r.webp" alt="room" width="480" height="320" decoding="async">',
    );
    // An address of unknown size keeps no made-up box; images after the first load lazily.
    expect(html).toContain(
      '<img src="https://cdn.example/l.png" alt="logo" loading="lazy" decoding="async">',
    );
  });

  it("offers an image wider than the column at 720 px and 1440 px, with the box of the 720 px one", () => {
    const wide = "/v1/public/images?key=u/wide.jpg";
    const sized = "/v1/public/images?key=u/sized.jpg&w=300";
    const html = renderMarkdown(`![wide](${wide})\n\n![sized](${sized})`, {
      [wide]: { width: 2000, height: 1333 },
      [sized]: { width: 2000, height: 1000 },
    });
    expect(html).toContain(
      `<img src="${wide}&amp;w=720" alt="wide" srcset="${wide}&amp;w=720 720w, ${wide}&amp;w=1440 1440w" sizes="(min-width: 712px) 680px, calc(100vw - 32px)" width="720" height="480" decoding="async">`,
    );
    // An address that names its width already is left as the owner wrote it.
    expect(html).toContain(
      `<img src="${sized.replace("&", "&amp;")}" alt="sized" width="2000" height="1000"`,
    );
  });
});
