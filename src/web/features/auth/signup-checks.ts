import { schemaResolver } from "@mantine/form";
import { RegisterAccountSchema, RegisterBusinessSchema } from "../../../shared/auth/auth.ts";

// The sign-up forms' checks are the server's own schemas, so the messages are the server's. They come in a chunk
// of their own, zod with them, fetched at the owner's first touch of the form, so sign-up's first load stays
// light. load-signup-checks.ts fetches it.
export const checkBusiness = schemaResolver(RegisterBusinessSchema, { sync: true });
export const checkAccount = schemaResolver(RegisterAccountSchema, { sync: true });
