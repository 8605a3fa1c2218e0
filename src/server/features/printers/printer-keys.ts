import { sql } from "drizzle-orm";
import type { Db, Listen } from "../../db/client.ts";
import { printers } from "../../db/schema.ts";

// Every printer's secret, held in memory: a printer's address is public and polled every few seconds, so telling
// a known secret from a wrong one must cost no query (a wrong one, sent in bulk, would otherwise cost one each).
// The set is read once, and kept up to date by the routes that add and remove printers here, and through NOTIFY
// when another instance does. A printer removed without notice (its business deleted) is forgotten at its next
// poll, which finds its row gone.

/** What a poll needs of its printer. */
export interface PrinterKey {
  id: string;
  paper: number;
}

/** Where instances say the set of printers changed: each reads it again. */
const CHANNEL = "printer_keys";

export class PrinterKeys {
  private keys = new Map<string, PrinterKey>();
  private loaded: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  /** Bumped on each change here, so a read that began before it does not overwrite it. */
  private changes = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Listens for other instances' changes, then reads the set. */
  async start(listen: Listen) {
    const reread = () => {
      this.reload().catch(this.onError);
    };
    // The second: notices may have been missed while the connection was down.
    this.stopListening = await listen(CHANNEL, reread, reread);
    await this.ready();
  }

  async stop() {
    await this.stopListening?.();
  }

  /** The printer whose secret this is, or undefined: no query either way once the set is read. */
  async find(secret: string): Promise<PrinterKey | undefined> {
    await this.ready();
    return this.keys.get(secret);
  }

  /** A printer added here: known at once here, and on the other instances once they read the set again. */
  async added(secret: string, key: PrinterKey) {
    this.changes++;
    this.keys.set(secret, key);
    await this.announce();
  }

  /** A printer removed here, or found gone at its poll. */
  async removed(secret: string, { announce = true } = {}) {
    this.changes++;
    this.keys.delete(secret);
    if (announce) await this.announce();
  }

  private ready() {
    this.loaded ??= this.reload().catch((error: unknown) => {
      // Tried again at the next poll.
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  private async announce() {
    await this.db.execute(sql`select pg_notify(${CHANNEL}, '')`);
  }

  private async reload(): Promise<void> {
    const changesBefore = this.changes;
    const rows = await this.db
      .select({ id: printers.id, paper: printers.paper, secret: printers.secret })
      .from(printers);
    // A printer added or removed here while the rows were read: they may miss it, so they are read again.
    if (this.changes !== changesBefore) return this.reload();
    this.keys = new Map(rows.map((row) => [row.secret, { id: row.id, paper: row.paper }]));
  }
}
