// The card that holds a big party's table, on the booking's page: Stripe's Payment Element for the booking's
// SetupIntent (on the restaurant's own Stripe account), confirmed with Stripe.js. Nothing is charged. Once Stripe
// says the card is saved, the page asks the server to store it and shows itself again, saying so.

interface StripeError {
  message?: string;
}
interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): { mount(target: string | Element): void };
}
interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmSetup(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: StripeError; setupIntent?: { status: string } }>;
}
type StripeFactory = (
  publishableKey: string,
  options?: { stripeAccount?: string; locale?: string },
) => StripeJs;

const form = document.querySelector<HTMLFormElement>("[data-card-form]");
const button = form?.querySelector<HTMLButtonElement>("[data-card-button]");
const errorBox = form?.querySelector<HTMLElement>("[data-card-error]");

function showError(message: string) {
  if (!errorBox) return;
  errorBox.textContent = message;
  errorBox.hidden = false;
}

function start(form: HTMLFormElement, button: HTMLButtonElement) {
  const data = form.dataset;
  const failed = data.failed || "The card could not be saved. Please try again or use another card.";
  const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (!factory || !data.pk || !data.secret || !data.account) {
    button.disabled = true;
    return showError(data.noForm || failed);
  }
  const stripe = factory(data.pk, {
    stripeAccount: data.account,
    ...(data.lang ? { locale: data.lang } : {}),
  });
  const elements = stripe.elements({ clientSecret: data.secret, appearance: { theme: "stripe" } });
  elements.create("payment").mount(form.querySelector("[data-card-element]") ?? form);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    form.setAttribute("aria-busy", "true");
    if (errorBox) errorBox.hidden = true;
    try {
      // A bank that asks for its check sends the guest away and back to this page (the server stores the card then).
      const { error } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: location.href },
        redirect: "if_required",
      });
      if (error) throw new Error(error.message || failed);
      // The page wrote the address under the server's context path already.
      const answer = await fetch(data.saved ?? "", { method: "POST" });
      if (!answer.ok) {
        const body = (await answer.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message || failed);
      }
      location.reload();
    } catch (error) {
      showError(error instanceof Error && error.message ? error.message : failed);
      button.disabled = false;
      form.removeAttribute("aria-busy");
    }
  });
}

if (form && button) start(form, button);
