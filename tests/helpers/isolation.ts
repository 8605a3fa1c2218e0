import type { RouteEntry } from "../../src/server/app.ts";
import type { ApiResponse } from "./api-client.ts";
import type { TestMember } from "./factories.ts";

/** Member A and the resources the walk names. */
export interface Owner extends TestMember {
  menuId: string;
  revisionId: string;
  imageId: string;
  iconId: string;
  taxId: string;
  sessionId: string;
  customerId: string;
  ratingId: string;
  qrId: string;
  orderId: string;
  pageId: string;
  tableId: string;
  reservationId: string;
  waitlistEntryId: string;
  giftCardId: string;
  /** The token of an email confirmation link the owner asked for (it confirms only for the owner). */
  verifyToken: string;
}

type Request = { path: string; body?: unknown };

/** What one private route is asked in the tenant-isolation walk. */
export type IsolationCase =
  /** Member B names member A's resource: the answer is 404, exactly as if it did not exist. */
  | { kind: "foreign"; request: (owner: Owner) => Request | Promise<Request> }
  /** The route acts on the caller's own data only: the check proves A's data is not in B's answer. */
  | {
      kind: "self";
      request: (owner: Owner) => Request | Promise<Request>;
      check: (response: ApiResponse<any>, owner: Owner) => void;
    };

export const routeKey = (route: Pick<RouteEntry, "method" | "url">) => `${route.method} ${route.url}`;

/** Private routes of the app's own route table that the isolation test has no case for. */
export function findRoutesWithoutCase(routes: RouteEntry[], cases: Record<string, IsolationCase>): string[] {
  return routes
    .filter((route) => route.auth !== "public")
    .map(routeKey)
    .filter((key) => !(key in cases));
}
