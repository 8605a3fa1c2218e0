/** One line of the app's JSON log, as the tests read it. */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** Every log line the app writes, parsed; `logger` goes to startTestApp. */
export function captureLog() {
  const lines: LogLine[] = [];
  return {
    lines,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  };
}
