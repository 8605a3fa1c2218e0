import {
  countryCodeOf,
  isTextable,
  normalizePhone,
  textCountriesOf,
} from "../../../../shared/common/phone-number.ts";
import { orderRefusals } from "../../../../shared/ordering/order-refusals.ts";
import { validationError } from "../../../http/errors.ts";
import type { OrderingContext } from "./ordering-context.ts";

// The guest's phone as the order keeps it: E.164, read in the business's country, so "+1 512 555 0100",
// "(512) 555-0100" and "001 512 555 0100" are one guest (one customer, one use of a "once per guest" code).
// A guest who asks for texts must give a mobile the business may text (README "Guests' mails and texts").

/** The order's phone in E.164 ("" when none was given); refuses a number of no plan, and texts no one may get. */
export function readGuestPhone({
  phone,
  wantsTexts,
  context,
  lang,
}: {
  phone: string;
  wantsTexts: boolean;
  context: OrderingContext;
  lang: string | null;
}): string {
  if (phone === "") return "";
  const refusals = orderRefusals(lang);
  const parsed = normalizePhone(phone, countryCodeOf(context.business.country));
  if (!parsed) throw validationError([{ path: "customer.phone", message: refusals.phoneInvalid }]);
  if (wantsTexts && context.config.guestSms === true) {
    const countries = textCountriesOf(context.business.country, context.config.textCountries);
    // A business whose country no plan names, with no list, has nowhere to text: the notice job sends nothing.
    if (countries.length > 0 && !isTextable(parsed, countries))
      throw validationError([{ path: "customer.phone", message: refusals.textsOnlyTo(countries) }]);
  }
  return parsed.e164;
}

/** The price call's phone, for "once per guest" codes: E.164 when it is a number, else as typed. */
export function pricePhone(phone: string | undefined, context: OrderingContext): string | undefined {
  if (!phone) return phone;
  return normalizePhone(phone, countryCodeOf(context.business.country))?.e164 ?? phone;
}
