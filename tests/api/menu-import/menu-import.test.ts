import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, createApi } from "../../helpers/api-client.ts";
import {
  createMember,
  createMenu,
  makeImage,
  menuGroup,
  menuItem,
  modifierEntry,
  modifierGroup,
  type TestMember,
  uploadForm,
} from "../../helpers/factories.ts";
import { BRUNCH_FRAME, BRUNCH_MENU, renderMenuImage, SAMPLE_MENU } from "../../helpers/menu-image.ts";
import { makeProtectedPdf, makeScannedPdf, makeTextPdf } from "../../helpers/pdf.ts";
import { generousReadingLimits } from "../../helpers/reading-limits.ts";
import { scaled } from "../../helpers/slowness.ts";
import { startTestApp, type TestApp } from "../../helpers/test-app.ts";
import { lowPriorityChildren, lowPriorityThreads } from "../../helpers/threads.ts";
import { handMadeXlsx, makeLongMenuXlsx, makeXlsxWithProblems, sheetXml } from "../../helpers/xlsx.ts";

// Import and export: a file becomes a draft (nothing saved); a menu goes out as CSV or XLSX.

let t: TestApp;
let api: Api;
let owner: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  api = createApi(t.baseUrl);
  owner = await createMember(api);
  stranger = await createMember(api);
});
afterAll(() => t.close());

const importFile = (member: TestMember, bytes: Buffer, fileName: string, businessId = member.businessId) =>
  api.call("POST", `/v1/menus/import?businessId=${businessId}`, {
    token: member.token,
    body: uploadForm(bytes, {}, fileName),
  });

async function download(path: string, token: string) {
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const menuCount = async () =>
  (await api.get(`/v1/menus?businessId=${owner.businessId}`, owner.token)).body.length as number;

/** The parts of a tree the spreadsheet carries, for comparing an export with its import. */
const content = (nodes: any[]) =>
  nodes.map((group) => ({
    name: group.name,
    hidden: group.available === false,
    items: group.nodes.map((item: any) => ({
      name: item.name,
      hidden: item.available === false,
      description: item.description,
      prices: item.prices,
      sizes: item.sizes,
      extras: item.extras ?? "",
      icons: (item.icons ?? []).map((icon: any) => icon.iconKey),
      modifiers: (item.modifiers ?? []).map((modifier: any) => ({
        name: modifier.name,
        entries: modifier.entries.map((entry: any) => ({ name: entry.name, price: entry.price })),
      })),
    })),
  }));

// A spreadsheet is read in a worker thread at the lowest priority, which from the sources first compiles the
// TypeScript step it runs: on cores shared with other runs, the first one can take longer than the default 30 s.
describe("POST /v1/menus/import with a spreadsheet", { timeout: scaled(120_000) }, () => {
  it("reads a CSV with problems: a draft and a warning per problem with its row, nothing saved", async () => {
    const before = await menuCount();
    const csv = [
      "\uFEFFGROUP,Item,Price,Size,Icons,Colour",
      "Starters,Garlic Bread,$4.50,,Vegan,red",
      "",
      ",Soup of the day,market price,,,",
      'Pizza,Margherita,"9,00",Small,,',
      "Pizza,Margherita,14,Large,,",
      "Pizza,Calzone,12,,Glittery,",
    ].join("\r\n");
    const response = await importFile(owner, Buffer.from(csv), "menu.csv");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.warnings).toEqual([
      { row: 1, message: 'The column "Colour" is not one we read; it was left out.' },
      { row: 4, message: '"market price" is not a price; the item was kept without one.' },
      { row: 7, message: 'There is no icon called "Glittery"; it was left out.' },
    ]);
    expect(content(response.body.nodes)).toEqual([
      {
        name: "Starters",
        hidden: false,
        items: [
          expect.objectContaining({ name: "Garlic Bread", prices: [4.5], icons: ["vegan"] }),
          expect.objectContaining({ name: "Soup of the day", prices: [null] }),
        ],
      },
      {
        name: "Pizza",
        hidden: false,
        items: [
          expect.objectContaining({ name: "Margherita", sizes: ["Small", "Large"], prices: [9, 14] }),
          expect.objectContaining({ name: "Calzone", prices: [12], icons: [] }),
        ],
      },
    ]);
    expect(response.body.source.kind).toBe("spreadsheet");
    expect(await menuCount()).toBe(before);
  });

  it("reads an XLSX with problems: a draft and a warning per problem with its row, never a 500", async () => {
    const { bytes, warnings } = await makeXlsxWithProblems();
    const response = await importFile(owner, bytes, "menu.xlsx");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.warnings).toEqual(warnings);
    expect(response.body.nodes.map((group: any) => group.nodes.length)).toEqual([2, 2]);
  });

  it("answers 400 with a clear message for files it cannot read, never a 500", async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.alloc(0), "empty.csv", "The file is empty."],
      [Buffer.from('group,item\n"Mains,Steak\n'), "broken.csv", "could not be read as a spreadsheet"],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 0, 0, 9]),
        "menu.xlsx",
        "This Excel file could not be opened.",
      ],
      [
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
        "menu.xls",
        "Old Excel files (.xls)",
      ],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0x00, 0xff]), "menu.bin", "This file type cannot be imported."],
    ];
    for (const [bytes, name, message] of cases) {
      const response = await importFile(owner, bytes, name);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const noFile = await api.call("POST", `/v1/menus/import?businessId=${owner.businessId}`, {
      token: owner.token,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
  });

  it("refuses with a 400 naming the limit a zip bomb and a sheet of more than 5,000 rows; nothing saved", async () => {
    const before = await menuCount();
    const header = "group,item,price";
    const longCsv = [header, ...Array.from({ length: 5000 }, (_, index) => `Mains,Dish ${index},9`)].join(
      "\n",
    );
    const cases: [Buffer, string, string][] = [
      // 30 MB of sheet in a file of about 30 KB.
      [handMadeXlsx(Buffer.alloc(30 * 1024 * 1024, " ")), "bomb.xlsx", "more than 20 MB once unpacked"],
      [
        handMadeXlsx(sheetXml(longCsv.split("\n").map((line) => line.split(",")))),
        "long.xlsx",
        "more than 5,000 rows",
      ],
      [Buffer.from(longCsv), "long.csv", "more than 5,000 rows"],
    ];
    for (const [bytes, name, message] of cases) {
      const response = await importFile(owner, bytes, name);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body).toMatchObject({
        code: "SHEET_TOO_LARGE",
        message: expect.stringContaining(message),
      });
    }
    expect(await menuCount()).toBe(before);
  });

  it("answers 404 for another member's business, like a missing one", async () => {
    const response = await importFile(
      stranger,
      Buffer.from("group,item\nA,B\n"),
      "menu.csv",
      owner.businessId,
    );
    expect(response.status).toBe(404);
  });
});

describe("GET /v1/menus/{id}/export.csv and .xlsx", { timeout: scaled(120_000) }, () => {
  const nodes = [
    menuGroup(
      [
        menuItem({
          name: "Margherita",
          description: "Tomato, mozzarella\nand basil",
          sizes: ["Small", "Large"],
          prices: [9, 14.5],
          modifiers: [
            modifierGroup(
              [modifierEntry({ name: "Olives", price: 1 }), modifierEntry({ name: "Basil", price: null })],
              { name: "Toppings" },
            ),
          ],
          icons: [
            { type: "library", iconKey: "vegetarian", hoverText: "Vegetarian", altText: "Vegetarian icon" },
          ],
          extras: "Ask for gluten-free dough",
        }),
        menuItem({ name: "=Calzone", description: "", prices: [12], sizes: [], available: false }),
      ],
      { name: "Pizza" },
    ),
    menuGroup([menuItem({ name: "Lemonade", description: "", prices: [3.2], sizes: [] })], {
      name: "Drinks",
    }),
    menuGroup([menuItem({ name: "Staff Soda", prices: [1], sizes: [] })], {
      name: "Staff",
      available: false,
    }),
  ];

  it("exports the menu in the format the import reads: export → import gives the same menu", async () => {
    const menu = await createMenu(api, owner, { name: "Lunch & Dinner", nodes });
    for (const extension of ["csv", "xlsx"]) {
      const file = await download(`/v1/menus/${menu.id}/export.${extension}`, owner.token);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toBe(
        `attachment; filename="Lunch-Dinner.${extension}"`,
      );
      const reading = await importFile(owner, file.bytes, `Lunch.${extension}`);
      expect(reading.status, JSON.stringify(reading.body)).toBe(200);
      expect(reading.body.warnings).toEqual([]);
      expect(content(reading.body.nodes)).toEqual(content(menu.nodes));
    }
    const csv = (await download(`/v1/menus/${menu.id}/export.csv`, owner.token)).bytes.toString("utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFgroup,item,description,price,size,modifiers,extras,icons,hidden",
    );
    expect(csv).toContain("Pizza,,,14.50,Large,,,,");
    // What guests do not see is marked, so the owner reading the export knows it.
    expect(csv).toContain("Pizza,'=Calzone,,12.00,,,,,yes");
    expect(csv).toContain("Staff,,,,,,,,yes");
    expect(csv).toContain("Drinks,Lemonade,,3.20,,,,,\r\n");
    expect(csv).toContain("Toppings: Olives +1.00, Basil");
  });

  it("answers 404 for another member's menu, with the token in the query too", async () => {
    const menu = await createMenu(api, owner);
    for (const extension of ["csv", "xlsx"]) {
      expect((await download(`/v1/menus/${menu.id}/export.${extension}`, stranger.token)).status).toBe(404);
      const byQuery = await fetch(
        `${t.baseUrl}/v1/menus/${menu.id}/export.${extension}?token=${owner.token}`,
      );
      expect(byQuery.status).toBe(200);
    }
  });
});

/** A PDF page's preview (a data: URL of a JPEG): its size. */
async function previewOf(image: string) {
  expect(image).toMatch(/^data:image\/jpeg;base64,/);
  const { default: sharp } = await import("sharp");
  const {
    width = 0,
    height = 0,
    format,
  } = await sharp(Buffer.from(image.split(",")[1] ?? "", "base64")).metadata();
  expect(format).toBe("jpeg");
  return { width, height };
}

// OCR runs at the lowest CPU priority on purpose (owners' requests first), so on a machine with every core busy a
// scan waits its turn for longer than Vitest's default: the same allowance as the spreadsheet tests above.
describe("POST /v1/menus/import with a photo or a PDF", { timeout: scaled(120_000) }, () => {
  const expected = SAMPLE_MENU.flatMap((section) =>
    section.items.map((item) => [item.name, Number(item.price)]),
  );
  const found = (nodes: any[]) =>
    expected.filter(([name, price]) =>
      nodes.some((group) => group.nodes.some((item: any) => item.name === name && item.prices[0] === price)),
    );

  it("reads a photo of a printed menu: at least 7 of 8 dishes with their prices, lines with confidence and place", async () => {
    const before = await menuCount();
    const photo = await renderMenuImage("jpeg");
    const response = await importFile(owner, photo, "menu.jpg");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(found(response.body.nodes).length).toBeGreaterThanOrEqual(7);
    expect(response.body.nodes.map((group: any) => group.name)).toEqual(["STARTERS", "MAINS"]);
    expect(response.body.source.kind).toBe("photo");
    const burger = response.body.lines.find((line: any) => line.text.startsWith("Beef Burger"));
    expect(burger).toMatchObject({ kind: "item", page: 1 });
    expect(burger.confidence).toBeGreaterThan(60);
    expect(burger.box.width).toBeGreaterThan(100);
    const description = response.body.lines.find((line: any) => line.text.startsWith("Cheddar"));
    expect(description).toMatchObject({ kind: "description", nodeId: burger.nodeId });
    expect(await menuCount()).toBe(before);
  });

  it("suggests the menu's own heading as its name and keeps a footer well below the last dish out of it", async () => {
    const photo = await renderMenuImage("jpeg", BRUNCH_MENU, BRUNCH_FRAME);
    const response = await importFile(owner, photo, "printed menu.jpg");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.title).toBe("LONE STAR BRUNCH");
    expect(response.body.nodes.map((group: any) => group.name)).toEqual(["EGGS & SUCH"]);
    const items = response.body.nodes[0].nodes;
    expect(items.map((item: any) => item.name)).toEqual([
      "Migas Plate",
      "Huevos Rancheros",
      "Biscuits and Gravy",
    ]);
    expect(items[0].description).toMatch(/^Scrambled eggs/);
    expect(items[2].description).toBe("");
    const footer = response.body.lines.find((line: any) => /come back/.test(line.text));
    expect(footer).toMatchObject({ kind: "other", nodeId: null });
  });

  it("reads a PDF with a text layer directly", async () => {
    const pdf = makeTextPdf(
      SAMPLE_MENU.flatMap((section) => [
        { text: section.heading, bold: true, size: 16 },
        ...section.items.map((item) => ({ text: item.name, price: `$${item.price}` })),
      ]),
    );
    const response = await importFile(owner, pdf, "menu.pdf");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.source.kind).toBe("pdf-text");
    expect(found(response.body.nodes)).toEqual(expected);
    expect(response.body.lines.every((line: any) => line.confidence === 100)).toBe(true);
    // The page comes rendered, for the review to show it with the lines marked as on a photo.
    const [page] = response.body.source.pages;
    const preview = await previewOf(page.image);
    expect(preview.width).toBe(900);
    expect(preview.height / preview.width).toBeCloseTo(page.height / page.width, 2);
  });

  it("renders a scanned PDF (no text layer) and reads it like a photo", async () => {
    const { default: sharp } = await import("sharp");
    const jpeg = await renderMenuImage("jpeg");
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    const response = await importFile(owner, makeScannedPdf(jpeg, width, height), "scan.pdf");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.source.kind).toBe("pdf-scan");
    expect(found(response.body.nodes).length).toBeGreaterThanOrEqual(7);
    const [page] = response.body.source.pages;
    const preview = await previewOf(page.image);
    expect(preview.height / preview.width).toBeCloseTo(page.height / page.width, 2);
  });

  it("answers 400 with a clear message for a broken or protected PDF, a blank photo and a damaged image", async () => {
    const blank = await makeImage("png", 600, 400);
    const cases: [Buffer, string, string][] = [
      [Buffer.from("%PDF-1.4\nthis is not a pdf at all"), "menu.pdf", "This PDF could not be read."],
      [await makeProtectedPdf(), "locked.pdf", "This PDF is protected by a password."],
      [blank, "blank.png", "No text could be found in this file."],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
        "broken.jpg",
        "This image could not be opened.",
      ],
    ];
    for (const [bytes, name, message] of cases) {
      const response = await importFile(owner, bytes, name);
      expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body.message).toContain(message);
    }
  });
});

// The same allowance as the photo tests above: the OCR process these start loads its language data and reads at
// the lowest CPU priority, behind every other process of a busy machine.
describe("the readers' limits", { timeout: scaled(120_000) }, () => {
  const config = { publicBaseUrl: "http://menu.test", contextPath: "", debug: false };
  type Call = (bytes: Buffer, fileName: string) => Promise<{ status: number; body: any }>;
  const withApp = async (
    options: Parameters<typeof startTestApp>[0],
    run: (call: Call, other: { api: Api; member: TestMember }) => Promise<void>,
  ) => {
    const other = await startTestApp(options);
    try {
      const otherApi = createApi(other.baseUrl);
      const member = await createMember(otherApi);
      const call: Call = (bytes, fileName) =>
        otherApi.call("POST", `/v1/menus/import?businessId=${member.businessId}`, {
          token: member.token,
          body: uploadForm(bytes, {}, fileName),
        });
      await run(call, { api: otherApi, member });
    } finally {
      await other.close();
    }
  };

  it("loads the text recognition when the import page asks, once, before any photo", async () => {
    const before = lowPriorityChildren();
    await withApp({ config }, async (_call, { api: otherApi, member }) => {
      const started = lowPriorityChildren().filter((id) => !before.includes(id));
      expect(started).toEqual([]);
      const path = `/v1/menus/import/warm-up?businessId=${member.businessId}`;
      for (let index = 0; index < 3; index++) {
        expect((await otherApi.call("POST", path, { token: member.token })).status).toBe(204);
      }
      // The OCR process runs at the lowest priority (ocr-process.mjs); asking again starts no other.
      await expect.poll(() => lowPriorityChildren().filter((id) => !before.includes(id)).length).toBe(1);
    });
  });

  it("reads one photo at a time with four waiting, and answers 429 IMPORT_BUSY past them", async () => {
    // The product's queue (one reading, four waiting) at normal priority: at the lowest, six readings waited for
    // every other test step of a busy machine (338 s of one CI run), and this test is not about priority.
    await withApp({ config: { ...config, ocr: generousReadingLimits().ocr } }, async (call) => {
      const blank = await makeImage("png", 600, 400);
      // The first photo also waits for the English data to load, so all six are in before it is read.
      const responses = await Promise.all(Array.from({ length: 6 }, () => call(blank, "blank.png")));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      const busy = responses.find((response) => response.status === 429);
      expect(busy?.body).toMatchObject({
        code: "IMPORT_BUSY",
        message: expect.stringContaining("try again"),
      });
    });
  });

  it("reads a spreadsheet in a thread of its own at the lowest priority, one at a time, then 429 IMPORT_BUSY", {
    timeout: scaled(300_000),
  }, async () => {
    // At the lowest priority the thread gets the CPU every other process leaves: on a CI machine whose test steps
    // keep both cores busy, a few seconds of reading took more than two minutes. Its limit is the test's.
    const spreadsheet = { running: 1, waiting: 0, timeLimitMs: scaled(240_000), memoryLimitMb: 256 };
    const long = await makeLongMenuXlsx(4999);
    await withApp({ config: { ...config, spreadsheet } }, async (call) => {
      const before = lowPriorityThreads();
      const first = call(long, "long.xlsx");
      // Read on the event loop, the sheet started no thread; its thread runs for seconds at nice 19.
      await expect
        .poll(() => lowPriorityThreads().filter((id) => !before.includes(id)), { timeout: scaled(60_000) })
        .not.toEqual([]);
      const second = await call(Buffer.from("group,item\nMains,Steak\n"), "menu.csv");
      expect(second.status, JSON.stringify(second.body)).toBe(429);
      expect(second.body).toMatchObject({
        code: "IMPORT_BUSY",
        message: expect.stringContaining("try again"),
      });
      const response = await first;
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.nodes.flatMap((group: any) => group.nodes)).toHaveLength(4999);
    });
  });

  it("ends a photo's or a PDF's reading at the time limit with a clear 400, never a 500", async () => {
    const limits = { ocr: { waiting: 4, timeLimitMs: 1 }, pdf: { running: 1, waiting: 4, timeLimitMs: 1 } };
    await withApp({ config: { ...config, ...limits } }, async (call) => {
      const photo = await call(await renderMenuImage("jpeg"), "menu.jpg");
      expect(photo.status, JSON.stringify(photo.body)).toBe(400);
      expect(photo.body.message).toContain("Reading this photo took too long.");
      const pdf = await call(makeTextPdf([{ text: "Soup", price: "5.50" }]), "menu.pdf");
      expect(pdf.status, JSON.stringify(pdf.body)).toBe(400);
      expect(pdf.body.message).toContain("This PDF took too long to read.");
    });
  });
});
