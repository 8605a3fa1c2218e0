import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

// Issue 12: PGlite runs each query as six calls into its Postgres (parse, describe, bind, describe, execute,
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

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // As PGlite's query: after any transaction in progress, and alone.
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
        return parse.parseResults(messages, this.pg.parsers, options)[0] as Results<T>;
      }),
    );
  }

  private async prepare(text: string): Promise<number[]> {
    const { messages } = await this.pg.execProtocol(
      concat([
        serialize.parse({ name: this.name, text }),
        serialize.describe({ type: "S", name: this.name }),
        serialize.sync(),
      ]),
    );
    const description = messages.find((message) => message.name === "parameterDescription") as
      | { dataTypeIDs: number[] }
      | undefined;
    this.parameterTypes = description?.dataTypeIDs ?? [];
    return this.parameterTypes;
  }
}
