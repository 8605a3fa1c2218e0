import { CSRF_HEADER, CSRF_HEADER_VALUE } from "../../shared/auth/session-cookie.ts";
import type { ApiError } from "../../shared/common/errors.ts";
import { MESSAGES } from "../../shared/common/messages.ts";
import { apiPath } from "./api-path.ts";
import { clearSession, getSession } from "./session.ts";

/** A failed call, in the contract's error shape (src/shared/common/errors.ts). */
export class ApiRequestError extends Error implements ApiError {
  readonly status: number;
  readonly code: string;
  readonly errors?: { path: string; message: string }[];
  readonly current?: unknown;

  constructor(body: ApiError) {
    super(body.message);
    this.status = body.status;
    this.code = body.code;
    this.errors = body.errors;
    this.current = body.current;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  /** A multipart body (uploads), sent as is instead of JSON. */
  form?: FormData;
  /** false for the public auth calls: a 401 is an answer (wrong password), not an expired session. */
  isAuthenticated?: boolean;
  /** Log out: a 401 there means the session was already gone, which is what the owner wanted. */
  isUnauthorizedExpected?: boolean;
}

let onSessionExpired: () => void = () => {
  window.location.assign(apiPath("/login?ses"));
};

/** The router installs the navigation that a 401 triggers (a 401 redirects to login). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return apiPath(`/v1${path}${search ? `?${search}` : ""}`);
}

function isApiError(value: unknown): value is ApiError {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.status === "number" && typeof candidate.message === "string";
}

async function readError(response: Response): Promise<ApiRequestError> {
  try {
    const body: unknown = await response.json();
    if (isApiError(body)) return new ApiRequestError(body);
  } catch {
    // not JSON: a proxy page or a dropped connection
  }
  return new ApiRequestError({ status: response.status, code: "UNKNOWN", message: MESSAGES.genericFailure });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", query, body, isAuthenticated = true, isUnauthorizedExpected = false } = options;
  // The session rides in its HttpOnly cookie, which the browser sends by itself; the header tells the server the
  // call comes from the dashboard (a change through the cookie needs it, and signing in with it sets the cookie).
  const headers: Record<string, string> = { accept: "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE };
  if (body !== undefined && !options.form) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: options.form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    throw new ApiRequestError({ status: 0, code: "NETWORK", message: MESSAGES.genericFailure });
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && isAuthenticated && !isUnauthorizedExpected) {
      clearSession("expired");
      onSessionExpired();
    }
    throw error;
  }
  if (response.status === 204 || response.status === 202) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => apiRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown, query?: Query) =>
    apiRequest<T>(path, { method: "POST", body, query }),
  put: <T>(path: string, body?: unknown, query?: Query) =>
    apiRequest<T>(path, { method: "PUT", body, query }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PATCH", body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
  upload: <T>(path: string, form: FormData) => apiRequest<T>(path, { method: "POST", form }),
  public: {
    get: <T>(path: string, query?: Query) => apiRequest<T>(path, { query, isAuthenticated: false }),
    post: <T>(path: string, body?: unknown) =>
      apiRequest<T>(path, { method: "POST", body, isAuthenticated: false }),
  },
};

/** True when the failure has already been handled by sending the owner to login. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401 && getSession() === null;
}
