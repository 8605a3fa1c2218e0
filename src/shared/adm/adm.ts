import { z } from "zod";
import { MemberSchema } from "../account/account.ts";
import { RegisterBusinessSchema } from "../auth/auth.ts";
import { BusinessSchema } from "../businesses/businesses.ts";
import { IdSchema } from "../common/id.ts";
import { EmailSchema } from "../common/schemas.ts";

// The operators' area `adm` and the operator calls (status by email, member id and business). Operators
// are the members named by ADMIN_EMAILS; everyone else gets 404 from these routes.

export const ADM_MESSAGES = {
  lastLocation: "This is the member's only location. Add another location before deleting it.",
  noSuchMember: "No member has this email.",
  sameOwner: "This business already belongs to that member.",
  searchEmpty: "Type an email, a name or a URL to search.",
} as const;

/** A business as an operator sees it: whose it is and whether guests can see it. */
export const AdmBusinessSchema = BusinessSchema.extend({
  name: z.string(),
  city: z.string(),
  state: z.string(),
  disabled: z.boolean(),
  memberId: z.string(),
  memberEmail: z.string(),
  createdDate: z.string(),
}).meta({ id: "AdmBusiness" });
export type AdmBusiness = z.infer<typeof AdmBusinessSchema>;

export const AdmMemberSchema = MemberSchema.extend({
  subscriptionStatus: z.number(),
  /** The status a HOLD replaced; null when not on hold. */
  heldStatus: z.number().nullable(),
  locations: z.number(),
  createdDate: z.string(),
}).meta({ id: "AdmMember" });
export type AdmMember = z.infer<typeof AdmMemberSchema>;

export const AdmSearchQuerySchema = z.object({
  q: z.string().trim().min(1, ADM_MESSAGES.searchEmpty).max(200),
});
export const AdmSearchResultSchema = z
  .object({ members: z.array(AdmMemberSchema), businesses: z.array(AdmBusinessSchema) })
  .meta({ id: "AdmSearchResult" });
export type AdmSearchResult = z.infer<typeof AdmSearchResultSchema>;

export const AdmMemberDetailSchema = z
  .object({
    member: AdmMemberSchema,
    businesses: z.array(AdmBusinessSchema),
    qrCodes: z.number(),
  })
  .meta({ id: "AdmMemberDetail" });
export type AdmMemberDetail = z.infer<typeof AdmMemberDetailSchema>;

export const AdmHoldRequestSchema = z.object({ hold: z.boolean() });
export type AdmHoldRequest = z.infer<typeof AdmHoldRequestSchema>;

/** Signing in as a member to help: a read-only session of that member. */
export const AdmHelpSessionSchema = z
  .object({ token: z.string(), member: MemberSchema, readOnly: z.literal(true) })
  .meta({ id: "AdmHelpSession" });
export type AdmHelpSession = z.infer<typeof AdmHelpSessionSchema>;

export const AUDIT_ACTIONS = [
  "DISABLE_BUSINESS",
  "ENABLE_BUSINESS",
  "HOLD_SUBSCRIPTION",
  "RELEASE_HOLD",
  "DELETE_BUSINESS",
  "TRANSFER_BUSINESS",
  "SILENT_REGISTER",
  "SIGN_IN_AS_MEMBER",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z
  .object({
    id: z.number(),
    operatorEmail: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    memberId: z.string().nullable(),
    businessId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    createdDate: z.string(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({ list: z.array(AuditEntrySchema), hasNext: z.boolean() });
export type AuditPage = z.infer<typeof AuditPageSchema>;
export const AuditQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

export const AdmMeSchema = z.object({ email: z.string(), operator: z.literal(true) });
export type AdmMe = z.infer<typeof AdmMeSchema>;

// ── The operator calls about businesses and sign-in ──

const TokenSchema = z.string().max(200).optional();
export const OperatorTokenQuerySchema = z.object({ token: TokenSchema });
export const BusinessIdListSchema = z.array(IdSchema).min(1).max(100);

export const TransferRequestSchema = z.object({ email: EmailSchema });
export type TransferRequest = z.input<typeof TransferRequestSchema>;

export const SilentRegisterRequestSchema = z.object({
  email: EmailSchema,
  name: z.string().trim().max(80).optional().default(""),
  business: RegisterBusinessSchema,
});
export type SilentRegisterRequest = z.input<typeof SilentRegisterRequestSchema>;
export const SilentRegisterResponseSchema = z
  .object({ member: MemberSchema, business: AdmBusinessSchema })
  .meta({ id: "SilentRegisterResult" });
