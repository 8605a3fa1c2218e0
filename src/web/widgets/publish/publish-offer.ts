// The editor offers to publish once (the ready-to-publish prompt). An owner who has already started
// publishing on their own knows how, so starting the publish flow counts as having been offered.

const offerKey = (businessId: string) => `menu-builder.publish-offer.${businessId}`;

export function wasPublishOffered(businessId: string): boolean {
  return localStorage.getItem(offerKey(businessId)) === "1";
}

export function rememberPublishOffered(businessId: string) {
  localStorage.setItem(offerKey(businessId), "1");
}
