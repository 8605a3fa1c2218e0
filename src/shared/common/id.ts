import { z } from "zod";

/** Every id in the API (members, businesses, menus, images, …): one schema, so every route bounds ids alike. */
export const IdSchema = z.string().min(1).max(64);
export type Id = z.infer<typeof IdSchema>;

/** The `{id}` of a path such as /v1/businesses/{id}/…. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** `?token=` where a browser cannot send a header: a WebSocket, a download link, the logo upload. */
export const TokenQuerySchema = z.object({ token: z.string().max(200).optional() });
