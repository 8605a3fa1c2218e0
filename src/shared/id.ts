import { z } from "zod";

/** Every id in the API (members, businesses, menus, images, …): issue 10 §1 "One Id schema". */
export const IdSchema = z.string().min(1).max(64);
export type Id = z.infer<typeof IdSchema>;
