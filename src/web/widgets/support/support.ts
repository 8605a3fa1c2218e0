export const SUPPORT_EMAIL = "support@menu.example";

export interface SupportContext {
  businessName: string;
  businessId: string;
  /** The menu page's address (custom or generated). */
  address: string;
  isPublished: boolean;
  memberEmail: string;
  memberId: string;
  /** The dashboard page the owner writes from. */
  page: string;
  /** What the mail is about, when the button already knows (e.g. "Upgrade my plan"). */
  topic?: { subject: string; request: string };
}

/**
 * "Chat with us" as a mail that already says who writes and about what (a bare
 * mail made the owner explain their account first), with room at the top for the question.
 */
export function supportMailto(context: SupportContext): string {
  const name = context.businessName || "my menu";
  const subject = context.topic ? `${context.topic.subject}: ${name}` : `Help with ${name}`;
  const body = [
    "Hi,",
    "",
    context.topic?.request ?? "(Tell us what you need help with here.)",
    "",
    "",
    "-- For the support team --",
    `Business: ${context.businessName} (${context.businessId})`,
    `Menu page: /m/${context.address} (${context.isPublished ? "published" : "not published"})`,
    `Account: ${context.memberEmail} (${context.memberId})`,
    `Written from: ${context.page}`,
  ].join("\n");
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
