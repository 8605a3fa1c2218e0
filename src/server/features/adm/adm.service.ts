import { and, asc, count, desc, eq, ilike, inArray, ne, or } from "drizzle-orm";
import { z } from "zod";
import type { AuditAction, SilentRegisterRequestSchema } from "../../../shared/adm/adm.ts";
import { ADM_MESSAGES } from "../../../shared/adm/adm.ts";
import { SUBSCRIPTION_STATUS } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Db } from "../../db/client.ts";
import { hashSecret, newId, newSecret } from "../../db/ids.ts";
import { auditLog, businesses, images, members, qrCodes, sessions } from "../../db/schema.ts";
import type { BusinessRow, BusinessScope } from "../../db/tenancy.ts";
import type { AuthenticatedMember } from "../../http/auth.ts";
import { badRequest, HttpError, notFound } from "../../http/errors.ts";
import { defineJob } from "../../jobs/define-job.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { OWNER_LANGUAGE, welcomeMail } from "../../mail/templates/index.ts";
import { issuePasswordLink, toMember } from "../auth/auth.service.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createBusiness, toBusiness } from "../businesses/businesses.service.ts";

// What operators do. Every change an operator makes is written to the audit log in the same
// transaction as the change itself, so the log never misses an action and never records one that failed.

type MemberRow = typeof members.$inferSelect;
const SEARCH_LIMIT = 20;
const AUDIT_PAGE = 50;
export const HELP_SESSION_MINUTES = 60;
const WELCOME_LINK_DAYS = 7;

export async function recordAction({
  db,
  operator,
  action,
  memberId = null,
  businessId = null,
  details = {},
}: {
  db: Db;
  operator: AuthenticatedMember;
  action: AuditAction;
  memberId?: string | null;
  businessId?: string | null;
  details?: Record<string, unknown>;
}) {
  await db.insert(auditLog).values({
    operatorId: operator.id,
    operatorEmail: operator.email,
    action,
    memberId,
    businessId,
    details,
  });
}

export function toAdmBusiness(row: BusinessRow, memberEmail: string) {
  return {
    ...toBusiness(row),
    name: row.name,
    city: row.city,
    state: row.state,
    disabled: row.disabled,
    memberId: row.memberId,
    memberEmail,
    createdDate: row.createdAt.toISOString(),
  };
}

async function toAdmMember(db: Db, row: MemberRow) {
  const [locations] = await db.select({ n: count() }).from(businesses).where(eq(businesses.memberId, row.id));
  return {
    ...toMember(row),
    subscriptionStatus: row.subscriptionStatus,
    heldStatus: row.heldStatus,
    locations: locations?.n ?? 0,
    createdDate: row.createdAt.toISOString(),
  };
}

/** `%` and `_` typed by the operator are searched for as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The operators' search: members by email or name, businesses by name, generated or custom URL. */
export async function searchPlatform({ db, query }: { db: Db; query: string }) {
  const pattern = containing(query);
  const memberRows = await db
    .select()
    .from(members)
    .where(or(ilike(members.email, pattern), ilike(members.name, pattern)))
    .orderBy(asc(members.email))
    .limit(SEARCH_LIMIT);
  const businessRows = await db
    .select({ business: businesses, memberEmail: members.email })
    .from(businesses)
    .innerJoin(members, eq(members.id, businesses.memberId))
    .where(
      or(
        ilike(businesses.name, pattern),
        ilike(businesses.url, pattern),
        ilike(businesses.customUrl, pattern),
      ),
    )
    .orderBy(asc(businesses.name), asc(businesses.id))
    .limit(SEARCH_LIMIT);
  return {
    members: await Promise.all(memberRows.map((row) => toAdmMember(db, row))),
    businesses: businessRows.map((row) => toAdmBusiness(row.business, row.memberEmail)),
  };
}

async function requireMemberRow(db: Db, memberId: string) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findMemberDetail({ db, memberId }: { db: Db; memberId: string }) {
  const member = await requireMemberRow(db, memberId);
  const rows = await db
    .select()
    .from(businesses)
    .where(eq(businesses.memberId, memberId))
    .orderBy(asc(businesses.internalId));
  const [codes] = await db.select({ n: count() }).from(qrCodes).where(eq(qrCodes.memberId, memberId));
  return {
    member: await toAdmMember(db, member),
    businesses: rows.map((row) => toAdmBusiness(row, member.email)),
    qrCodes: codes?.n ?? 0,
  };
}

/** Disables or enables businesses; a disabled business's page answers 402 "link no longer available". */
export async function setBusinessesDisabled({
  db,
  operator,
  businessIds,
  disabled,
}: {
  db: Db;
  operator: AuthenticatedMember;
  businessIds: string[];
  disabled: boolean;
}) {
  const ids = [...new Set(businessIds)];
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: businesses.id }).from(businesses).where(inArray(businesses.id, ids));
    // All or nothing: an unknown id changes none of them.
    if (found.length !== ids.length) throw notFound();
    const rows = await tx.update(businesses).set({ disabled }).where(inArray(businesses.id, ids)).returning();
    const owners = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(
        inArray(
          members.id,
          rows.map((row) => row.memberId),
        ),
      );
    const emailOf = new Map(owners.map((owner) => [owner.id, owner.email]));
    for (const row of rows) {
      await recordAction({
        db: tx as unknown as Db,
        operator,
        action: disabled ? "DISABLE_BUSINESS" : "ENABLE_BUSINESS",
        memberId: row.memberId,
        businessId: row.id,
        details: { name: row.name, url: row.customUrl ?? row.url },
      });
    }
    const order = new Map(ids.map((id, index) => [id, index]));
    return rows
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
      .map((row) => toAdmBusiness(row, emailOf.get(row.memberId) ?? ""));
  });
}

/** HOLD a member's subscription, or give back the status it replaced. */
export async function setSubscriptionHold({
  db,
  operator,
  memberId,
  hold,
}: {
  db: Db;
  operator: AuthenticatedMember;
  memberId: string;
  hold: boolean;
}) {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for("update").limit(1);
    if (!member) throw notFound();
    const isHeld = member.subscriptionStatus === SUBSCRIPTION_STATUS.HOLD;
    if (hold === isHeld) return toAdmMember(tx as unknown as Db, member); // already so: nothing to record
    const change = hold
      ? { subscriptionStatus: SUBSCRIPTION_STATUS.HOLD, heldStatus: member.subscriptionStatus }
      : { subscriptionStatus: member.heldStatus ?? SUBSCRIPTION_STATUS.FREEMIUM, heldStatus: null };
    const [row] = await tx.update(members).set(change).where(eq(members.id, memberId)).returning();
    if (!row) throw notFound();
    await recordAction({
      db: tx as unknown as Db,
      operator,
      action: hold ? "HOLD_SUBSCRIPTION" : "RELEASE_HOLD",
      memberId,
      details: { email: row.email, from: member.subscriptionStatus, to: row.subscriptionStatus },
    });
    return toAdmMember(tx as unknown as Db, row);
  });
}

async function requireAnotherLocation(db: Db, scope: BusinessScope) {
  const [other] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.memberId, scope.memberId), ne(businesses.id, scope.business.id)))
    .limit(1);
  // Deleting never leaves a member without a location; a transfer may (see transferBusiness).
  if (!other) throw badRequest("LAST_LOCATION", ADM_MESSAGES.lastLocation);
}

/** DELETE /v1/public/businesses/{id}: by its owner or an operator; menus, images, codes go too. */
export async function deleteBusiness({
  db,
  scope,
  caller,
}: {
  db: Db;
  scope: BusinessScope;
  caller: AuthenticatedMember;
}) {
  await db.transaction(async (tx) => {
    await requireAnotherLocation(tx as unknown as Db, scope);
    // Rows of other tables that name the business go with it (ON DELETE CASCADE).
    await tx.delete(businesses).where(eq(businesses.id, scope.business.id));
    if (caller.id !== scope.memberId || caller.isOperator)
      await recordAction({
        db: tx as unknown as Db,
        operator: caller,
        action: "DELETE_BUSINESS",
        memberId: scope.memberId,
        businessId: scope.business.id,
        details: { name: scope.business.name, url: scope.business.customUrl ?? scope.business.url },
      });
  });
}

/**
 * POST /v1/public/businesses/{id}/transfer: the business, with every menu, image and QR code, becomes
 * another member's; its old owner loses access at once (every scope checks the owner on each request).
 */
export async function transferBusiness({
  db,
  scope,
  caller,
  email,
}: {
  db: Db;
  scope: BusinessScope;
  caller: AuthenticatedMember;
  email: string;
}) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(members).where(eq(members.email, email)).limit(1);
    if (!target)
      throw badRequest("NO_SUCH_MEMBER", ADM_MESSAGES.noSuchMember, [
        { path: "email", message: ADM_MESSAGES.noSuchMember },
      ]);
    if (target.id === scope.memberId) throw badRequest("SAME_OWNER", ADM_MESSAGES.sameOwner);
    // Even the member's only business goes (a restaurant sold, one built by an agency for its owner): the old
    // member keeps an account with no business, and the dashboard asks them for one as sign-up does.
    const businessId = scope.business.id;
    const [row] = await tx
      .update(businesses)
      .set({ memberId: target.id })
      .where(eq(businesses.id, businessId))
      .returning();
    if (!row) throw notFound();
    // Menus, publications, orders… name the business only; images and QR codes also name their member.
    const movedImages = await tx
      .update(images)
      .set({ memberId: target.id })
      .where(eq(images.businessId, businessId))
      .returning({ id: images.id });
    const movedCodes = await tx
      .update(qrCodes)
      .set({ memberId: target.id })
      .where(eq(qrCodes.businessId, businessId))
      .returning({ id: qrCodes.id });
    await recordAction({
      db: tx as unknown as Db,
      operator: caller,
      action: "TRANSFER_BUSINESS",
      memberId: scope.memberId,
      businessId,
      details: {
        name: row.name,
        fromMemberId: scope.memberId,
        toMemberId: target.id,
        toEmail: target.email,
        images: movedImages.length,
        qrCodes: movedCodes.length,
        byOwner: caller.id === scope.memberId && !caller.isOperator,
      },
    });
    return toAdmBusiness(row, target.email);
  });
}

/** The job that mails a silently registered member the link to choose a password (docs/decisions/006). */
export const WELCOME_MAIL_JOB = defineJob("welcome-mail", z.object({ memberId: z.string() }));

/**
 * POST /v1/public/members/silentRegister: an operator makes an account and its first business for
 * someone; nobody knows its password (a random one, hashed) until the member sets one from the welcome mail.
 */
export async function silentRegister({
  db,
  operator,
  input,
}: {
  db: Db;
  operator: AuthenticatedMember;
  input: z.output<typeof SilentRegisterRequestSchema>;
}) {
  const passwordHash = await hashPassword(newSecret());
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        id: newId(),
        email: input.email,
        name: input.name,
        passwordHash,
        notificationEmail: input.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new HttpError(409, "EMAIL_TAKEN", MESSAGES.emailTaken);
    const business = await createBusiness({
      db: tx as unknown as Db,
      memberId: member.id,
      location: input.business,
    });
    await recordAction({
      db: tx as unknown as Db,
      operator,
      action: "SILENT_REGISTER",
      memberId: member.id,
      businessId: business.id,
      details: { email: member.email, name: business.name },
    });
    return { member: toMember(member), business: toAdmBusiness(business, member.email) };
  });
}

/** The welcome mail: a link like the reset link, valid for a week, that sets the first password. */
export async function mailWelcome({
  db,
  mailer,
  memberId,
  linkBase,
}: {
  db: Db;
  mailer: Mailer;
  memberId: string;
  linkBase: string;
}) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) return;
  const link = await issuePasswordLink({
    db,
    memberId: member.id,
    lifetimeMs: WELCOME_LINK_DAYS * 86_400_000,
    linkBase,
  });
  await mailer.send({
    to: member.email,
    ...welcomeMail({ email: member.email, days: WELCOME_LINK_DAYS, link, lang: OWNER_LANGUAGE }),
  });
}

/** Signing in as a member to help: a read-only session of an hour, recorded in the audit log. */
export async function createHelpSession({
  db,
  operator,
  memberId,
}: {
  db: Db;
  operator: AuthenticatedMember;
  memberId: string;
}) {
  const member = await requireMemberRow(db, memberId);
  const token = newSecret();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: newId(),
      memberId,
      tokenHash: hashSecret(token),
      userAgent: `Support: ${operator.email} (read-only)`,
      expiresAt: new Date(Date.now() + HELP_SESSION_MINUTES * 60_000),
      operatorId: operator.id,
      readOnly: true,
    });
    await recordAction({
      db: tx as unknown as Db,
      operator,
      action: "SIGN_IN_AS_MEMBER",
      memberId,
      details: { email: member.email },
    });
  });
  return { token, member: toMember(member), readOnly: true as const };
}

export async function findAuditPage({ db, page }: { db: Db; page: number }) {
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE + 1)
    .offset(page * AUDIT_PAGE);
  return {
    list: rows.slice(0, AUDIT_PAGE).map((row) => ({
      id: row.id,
      operatorEmail: row.operatorEmail,
      action: row.action as AuditAction,
      memberId: row.memberId,
      businessId: row.businessId,
      details: row.details,
      createdDate: row.createdAt.toISOString(),
    })),
    hasNext: rows.length > AUDIT_PAGE,
  };
}
