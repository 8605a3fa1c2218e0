import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

describe("the outbox (no SMTP_URL)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("writes each mail as one .json file with its message, and makes the folder again if it went away", async () => {
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
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const written = JSON.parse(readFileSync(path.join(outboxDir, files[0] ?? ""), "utf8"));
    expect(written).toMatchObject({ to: "owner@example.com", subject: "New order #2", text: "Order 2" });
    expect(written.eml).toContain("Subject: New order #2");
    expect(written.eml).toContain("To: owner@example.com");
    expect(logged).toHaveLength(2);
    expect(logged[1]).toContain("link: http://x/o/2");
  });

  it("tries to make the folder again after it could not", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "menu-outbox-"));
    dirs.push(root);
    // A file where the outbox's parent folder should be: mkdir fails until it is gone.
    writeFileSync(path.join(root, "blocked"), "");
    const outboxDir = path.join(root, "blocked", "outbox");
    const mailer = createMailer({ from: "Menu <menu@example.com>", outboxDir, log: () => {} });
    const mail = { to: "owner@example.com", subject: "New order #3", text: "Order 3" };

    await expect(mailer.send(mail)).rejects.toThrow();
    rmSync(path.join(root, "blocked"));
    await mailer.send(mail);

    expect(readdirSync(outboxDir)).toHaveLength(1);
  });

  it("sends under the name given at MAIL_FROM's address, with Reply-To, and keeps a line break out of the headers", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "menu-outbox-"));
    dirs.push(root);
    const mailer = createMailer({
      from: "Menu Builder <no-reply@menu.test>",
      outboxDir: root,
      log: () => {},
    });

    await mailer.send({
      to: "guest@example.com",
      subject: "Order #7 · Joe's\nBcc: intruder@example.com",
      text: "Ready",
      fromName: 'Joe\'s "Diner", Inc.\r\nBcc: intruder@example.com',
      replyTo: "joe@diner.test",
    });

    const [file] = readdirSync(root);
    const eml: string = JSON.parse(readFileSync(path.join(root, file ?? ""), "utf8")).eml;
    // Long header lines are folded (a line break and a space): unfolded, each header is one line again.
    const head = (eml.split("\n\n")[0] ?? "").replace(/\n[ \t]+/g, " ");
    expect(head).toContain('From: "Joe\'s \\"Diner\\", Inc. Bcc: intruder@example.com" <no-reply@menu.test>');
    expect(head).toContain("Reply-To: joe@diner.test");
    expect(head).not.toMatch(/^Bcc:/m);
  });
});
