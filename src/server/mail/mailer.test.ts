import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

describe("the outbox (no SMTP_URL)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("writes each mail as .eml and .json, and makes the folder again if it went away", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "menu-outbox-"));
    dirs.push(root);
    const outboxDir = path.join(root, "outbox");
    const logged: string[] = [];
    const mailer = createMailer({
      from: "Menu <menu@example.com>",
      outboxDir,
      log: (line) => logged.push(line),
    });

    await mailer.send({ to: "owner@example.com", subject: "New order #1", text: "Order 1" });
    rmSync(outboxDir, { recursive: true });
    await mailer.send({
      to: "owner@example.com",
      subject: "New order #2",
      text: "Order 2",
      link: "http://x/o/2",
    });

    expect(existsSync(outboxDir)).toBe(true);
    const files = readdirSync(outboxDir).sort();
    expect(files.filter((name) => name.endsWith(".eml"))).toHaveLength(1);
    const json = files.find((name) => name.endsWith(".json")) ?? "";
    expect(JSON.parse(readFileSync(path.join(outboxDir, json), "utf8"))).toMatchObject({
      to: "owner@example.com",
      subject: "New order #2",
    });
    const eml = readFileSync(path.join(outboxDir, files.find((name) => name.endsWith(".eml")) ?? ""), "utf8");
    expect(eml).toContain("Subject: New order #2");
    expect(logged).toHaveLength(2);
    expect(logged[1]).toContain("link: http://x/o/2");
  });
});
