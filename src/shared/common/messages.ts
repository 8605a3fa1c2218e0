import { IMAGE_MAX_MEGAPIXELS, MENUS_PER_LOCATION_MAX } from "./constants.ts";

// The sentences people read, quoted exactly as the product specifies them (docs/requirements.md, "Messages").
// Both the dashboard and the server import them, so a person sees the same text from either side.
export const MESSAGES = {
  loginRequired: "Email and password are required!",
  loginWrong: "The email or password is incorrect.",
  tooManyAttempts: "Too many failed attempts. Please wait a minute and try again.",
  tooManyResetRequests: "Too many password reset requests. Please try again in an hour.",
  emailTaken: "An account with this email already exists.",
  emailRequired: "Please enter your email.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Please enter a password.",
  passwordTooShort: "The password must have at least 8 characters.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  sessionExpired: "Your session has expired. Please log in again.",
  passwordUpdated: "Your password was updated. Please log in with the new one.",
  businessNameEmpty: "Business name cannot be empty.",
  businessNameTooLong: "Business name cannot be longer than 40 characters.",
  addressEmpty: "Address cannot be empty.",
  cityEmpty: "City cannot be empty.",
  stateEmpty: "State/Province cannot be empty.",
  zipEmpty: "Zip cannot be empty.",
  phoneEmpty: "Please enter a phone number.",
  phoneDigits: "Phone number can contain digits only.",
  registerCity: "Please specify the city.",
  registerState: "Please specify the state.",
  // Written in the same voice as the sentences above: short, polite, saying what to do.
  registerProvince: "Please specify the province.",
  zipInvalid: "Please enter a 5-digit ZIP code, such as 94110 or 94110-1234.",
  mandatory: "This field is mandatory",
  orderNowPhone: "Please enter a phone number to receive orders.",
  customUrlTooLong: "Custom URL should not contain more than 25 characters.",
  customUrlInvalid: "Custom URL is invalid. Please remove any special characters or spaces.",
  customUrlTaken: "The url is already taken.",
  noMenus: "Create a menu before you publish.",
  noBusinessInfo: "Please complete your Business Name, City and State before publishing.",
  urlTaken: "The business url is already in use. Edit your business name to a unique identifier.",
  linkUnavailable: "We're sorry! This link is no longer available.",
  notFoundPage: "Can't find that page.",
  // What a broken upload answers, whichever upload route it reached.
  uploadMalformed: "The upload is incomplete or malformed. Please choose the file and upload it again.",
  uploadOneFile: "Please upload one file at a time.",
  uploadTooManyFields: "The upload has too many fields.",
  genericFailure:
    "We failed to complete your last action. Please try again after a few seconds or contact us.",
  lastMenu: "To remove all menus, site must be unpublished.",
  menuNotFound: "Menu not found!",
  menuRestored: "Menu restored",
  menuNameRequired: "Please add a menu name.",
  qrLimit: "You've reached your free QR code limit",
  published: "Changes are published.",
  unpublished: "Site is unpublished.",
  orderingEnabled: "Online ordering was enabled!",
  // Turning ordering off says so, in the same voice as turning it on.
  orderingDisabled: "Online ordering was turned off.",
  menuCopied: "Online Menu successfully copied",
  savedSuccessfully: "Saved successfully",
  copied: "Copied to Clipboard!",
  revisionFailed: "Could not apply revision.",
  notFound: "Not found.",
  unauthorized: "Please log in to continue.",
  invalidRequest: "The request is invalid.",
  /** A guest's order link (confirmation, pay step) that lost its tracking key. */
  orderLinkIncomplete:
    "This order's link is incomplete. Open it again from your confirmation, mail or text message.",
  // A location's menu count is bounded so the menu list and the guest page stay usable.
  menuLimit: `A location can have at most ${MENUS_PER_LOCATION_MAX} menus. Remove a menu before adding another.`,
  copyOntoItself: "Choose another location: a location's menus cannot be copied onto itself.",
} as const;

/** What an image upload answers when it is refused. */
export const IMAGE_MESSAGES = {
  fileTypeInvalid: "File Type Invalid: Please use a valid .jpg or .png image file.",
  fileTooLarge:
    "File Exceeds Limit: This image can't be uploaded because it exceeds the 5 MB file size limit.",
  noSavedImages: "No saved images yet!",
  unknownSavedDate: "Unknown saved date",
  altTextPlaceholder: "Description 125 chars max",
  // Decoding a huge image would take too much memory, so its pixel count is bounded too.
  tooManyPixels: `Image Too Large: please use an image of at most ${IMAGE_MAX_MEGAPIXELS} megapixels (for example 6000 × 4000 pixels).`,
  busy: "Too many images are being processed right now. Please try again in a few seconds.",
} as const;
