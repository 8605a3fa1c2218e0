// The guest's calls to the public ordering routes (/v1/public/…): JSON in and out, a failure carried with its code and
// message so the cart can say what happened in the server's own words (ours in the guest's language).

import { underContext } from "../context-path.ts";
import { words } from "./words.ts";

export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  errors?: { path: string; message: string }[];
}

export class ApiError extends Error {
  constructor(readonly problem: ApiProblem) {
    super(problem.message);
  }
}

export async function callApi<T>(
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(underContext(path), {
      method,
      headers: {
        accept: "application/json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new ApiError({ status: 0, code: "NETWORK", message: words.offline });
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: a proxy's error page
  }
  if (!response.ok) {
    const problem = parsed as Partial<ApiProblem> | null;
    throw new ApiError({
      status: response.status,
      code: problem?.code ?? "HTTP",
      message: problem?.message ?? words.failed,
      ...(problem?.errors ? { errors: problem.errors } : {}),
    });
  }
  return parsed as T;
}
