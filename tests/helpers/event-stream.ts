import { scaled } from "./slowness.ts";

/**
 * A Server-Sent Events stream read as a browser's EventSource would: each event's `data` parsed as JSON by
 * `parse` (a shared schema's, so a malformed event fails the test), in the order they came.
 */
export async function openEventStream<T>(url: string, parse: (data: unknown) => T) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const events: T[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split("\n").find((line) => line.startsWith("data: "));
            if (data) events.push(parse(JSON.parse(data.slice(6))));
            end = buffer.indexOf("\n\n");
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  /** Waits for an event from the `from`th on that matches (or fails with what came after `ms`). */
  const until = async (match: (event: T) => boolean, from = 0, ms = scaled(10_000)): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching event within ${ms} ms: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { response, events, until, close: () => controller.abort() };
}
