import { type PGlite, parse, protocol, type QueryOptions, type Results, types } from "@electric-sql/pglite";

// PGlite runs each query as six calls into its Postgres (parse, describe, bind, describe, execute,
// sync), which parses and plans the text every time and, on a data folder, asks the file system for the size of
// every table and index the plan touches. A named statement is parsed once; each run is then one call (bind,
// describe, execute, sync) on the plan Postgres keeps for it. Measured on the order's two statements: about a
// third of the time per run (docs/decisions/013).

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * One statement of the embedded database, prepared under `name` on first use. `query` answers as PGlite's own
 * `query` does (same serializers for the parameters, same parsers for the rows), so drizzle reads the rows alike.
 */
export class PgliteNamedStatement {
  /** The parameters' type ids, from Postgres's description of the statement; null until prepared. */
  private parameterTypes: number[] | null = null;

  constructor(
    private readonly pg: PGlite,
    readonly name: string,
  ) {}

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // As PGlite's query: "PGlite is closed" once closed, then after any transaction in progress, and alone.
    await this.pg._checkReady();
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(async () => {
        const types = this.parameterTypes ?? (await this.prepare(text));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = types[i] as number;
          const serializer = options?.serializers?.[type] ?? this.pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await this.pg.execProtocol(
          concat([
            serialize.bind({ statement: this.name, values }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        return this.read<T>(messages, options);
      }),
    );
  }

  /**
   * The rows as PGlite's parseResults makes them (a parser from the query's options, else PGlite's, else the
   * default; rows as arrays or objects), with each column's parser looked up once per answer: parseResults copies
   * every parser PGlite knows into a new object on each call that brings its own (drizzle's do), which was the
   * costliest step of an order's statement.
   */
  private read<T>(messages: { name: string }[], options?: QueryOptions): Results<T> {
    let fields: { name: string; dataTypeID: number }[] = [];
    let parsers: (((value: string, type: number) => unknown) | undefined)[] = [];
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === "rowDescription") {
        fields = (message as unknown as { fields: { name: string; dataTypeID: number }[] }).fields.map(
          ({ name, dataTypeID }) => ({ name, dataTypeID }),
        );
        parsers = fields.map(
          ({ dataTypeID }) =>
            options?.parsers?.[dataTypeID] ?? this.pg.parsers[dataTypeID] ?? types.parsers[dataTypeID],
        );
      } else if (message.name === "dataRow") {
        const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, i) => {
          const parser = parsers[i];
          return value === null || !parser ? value : parser(value, fields[i]?.dataTypeID as number);
        });
        rows.push(
          options?.rowMode === "array"
            ? values
            : Object.fromEntries(values.map((value, i) => [fields[i]?.name, value])),
        );
      } else if (message.name === "commandComplete") {
        const words = (message as unknown as { text: string }).text.split(" ");
        const count = Number.parseInt(words[words.length - 1] ?? "", 10);
        if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(words[0] ?? "") && !Number.isNaN(count))
          affectedRows += count;
      }
    }
    return { rows: rows as T[], fields, affectedRows };
  }

  private async prepare(text: string): Promise<number[]> {
    const { messages } = await this.pg.execProtocol(
      concat([
        // A statement of this name left by a try that failed after Postgres made it would refuse the parse.
        serialize.close({ type: "S", name: this.name }),
        serialize.parse({ name: this.name, text }),
        serialize.describe({ type: "S", name: this.name }),
        serialize.sync(),
      ]),
    );
    this.parameterTypes = parse.parseDescribeStatementResults(messages);
    return this.parameterTypes;
  }
}
