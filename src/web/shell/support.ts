export const SUPPORT_EMAIL = "support@menu.example";

export function supportMailto(businessName: string): string {
  const subject = encodeURIComponent(`Help with ${businessName}`);
  return `mailto:${SUPPORT_EMAIL}?subject=${subject}`;
}
