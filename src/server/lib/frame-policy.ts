/**
 * Who may show a guest page in a frame: the CSP's frame-ancestors directive, and X-Frame-Options where it says
 * the same thing. X-Frame-Options cannot name other sites, so a page its owner lets other sites frame sends
 * none (browsers that know frame-ancestors ignore it anyway).
 */
export interface FramePolicy {
  directive: string;
  xFrameOptions: string | null;
}

/** A page no frame may show: the order confirmation and the pay page, which carry the guest's tracking key. */
export const NO_FRAMES: FramePolicy = { directive: "frame-ancestors 'none'", xFrameOptions: "DENY" };

/** Without website addresses of the owner's, only our own pages may frame a guest page. */
export const SAME_ORIGIN_FRAMES: FramePolicy = {
  directive: "frame-ancestors 'self'",
  xFrameOptions: "SAMEORIGIN",
};

/** The policy of a business's guest pages; made once per publication head, never per request. */
export function framePolicy(origins: readonly string[]): FramePolicy {
  if (origins.length === 0) return SAME_ORIGIN_FRAMES;
  return { directive: `frame-ancestors 'self' ${origins.join(" ")}`, xFrameOptions: null };
}
