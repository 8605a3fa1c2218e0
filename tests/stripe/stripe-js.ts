import type { StripeDoubleCore } from "./stripe-double.ts";

// A stand-in for Stripe.js (https://js.stripe.com/v3/), served by the double at /v3/ and loaded by the guest's
// pay step from STRIPE_JS_URL in e2e. It offers the calls our pages use — Stripe(key, {stripeAccount}),
// elements({clientSecret}) for a PaymentIntent's or a SetupIntent's secret, elements.create("payment", {wallets})
// .mount(), elements.submit(), confirmPayment and confirmSetup({elements, confirmParams, redirect}) — and confirms
// through the double's API with the publishable key (and `Stripe-Account` when given, for a connected account's
// intent), as Stripe.js confirms through api.stripe.com.
// Stripe draws its fields in an iframe; the stand-in draws plain labelled inputs inside the mount point, and, as
// the Payment Element does for an intent with automatic payment methods, a tab for each other way it can pay:
// Link when the intent offers it, Apple Pay or Google Pay when the device has it and the page's host is a
// registered payment method domain.

const SCRIPT = String.raw`(() => {
  const origin = new URL(document.currentScript.src).origin;
  const form = (fields) => new URLSearchParams(fields).toString();
  /** The intent a client secret belongs to: a SetupIntent's (seti_…) or a PaymentIntent's. */
  const intentPath = (clientSecret) => {
    const id = clientSecret.split("_secret_")[0];
    return (id.startsWith("seti_") ? "/v1/setup_intents/" : "/v1/payment_intents/") + id;
  };
  function Stripe(publishableKey, options) {
    if (!publishableKey) throw new Error("Stripe(): a publishable key is required");
    const stripeAccount = options && options.stripeAccount;
    const api = async (method, path, fields) => {
      const response = await fetch(origin + path, {
        method,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(stripeAccount ? { "stripe-account": stripeAccount } : {}),
        },
        body: method === "GET" ? undefined : form({ key: publishableKey, ...fields }),
      });
      return { status: response.status, body: await response.json() };
    };
    /**
     * confirmPayment and confirmSetup: the fields checked, the intent confirmed with them, then {error}, the
     * intent itself (redirect "if_required"), or the way back to return_url with the intent in its query.
     */
    const confirmIntent = async (kind, field, { elements, confirmParams = {}, redirect = "always" }) => {
      const checked = await elements.submit();
      if (checked.error) return checked;
      const answer = await api("POST", intentPath(elements.clientSecret) + "/confirm", {
        client_secret: elements.clientSecret,
        ...(confirmParams.return_url ? { return_url: confirmParams.return_url } : {}),
        ...elements.read(),
      });
      if (answer.status !== 200) return { error: answer.body.error };
      const intent = answer.body;
      if (redirect === "if_required") return { [field]: intent };
      const back = new URL(confirmParams.return_url);
      back.searchParams.set(kind, intent.id);
      back.searchParams.set(kind + "_client_secret", elements.clientSecret);
      back.searchParams.set("redirect_status", "succeeded");
      window.location.assign(back.toString());
      return {};
    };
    return {
      elements({ clientSecret }) {
        let inputs = null;
        /** The tab the guest picked: "card", or a wallet or Link, which pay with the card they hold. */
        let chosen = "card";
        const listeners = {};
        const emit = (name, event) => (listeners[name] || []).forEach((fn) => fn(event));
        const field = (id, label, autocomplete, placeholder) => {
          const wrap = document.createElement("label");
          wrap.className = "sd-field";
          const text = document.createElement("span");
          text.textContent = label;
          const input = document.createElement("input");
          input.id = id;
          input.inputMode = "numeric";
          input.autocomplete = autocomplete;
          input.placeholder = placeholder;
          input.addEventListener("input", () => emit("change", { complete: isComplete() }));
          wrap.append(text, input);
          return { wrap, input };
        };
        const isComplete = () =>
          chosen !== "card" ||
          (!!inputs &&
          inputs.number.input.value.replace(/\s+/g, "").length >= 12 &&
          /^\d{2}\s*\/\s*\d{2}$/.test(inputs.expiry.input.value.trim()) &&
          /^\d{3,4}$/.test(inputs.cvc.input.value.trim()));
        const elements = {
          clientSecret,
          create(type, options) {
            if (type !== "payment") throw new Error("The stand-in offers the Payment Element only");
            const wallets = (options && options.wallets) || {};
            const element = {
              mount(target) {
                const host = typeof target === "string" ? document.querySelector(target) : target;
                const box = document.createElement("div");
                box.className = "sd-payment-element";
                inputs = {
                  number: field("sd-card-number", "Card number", "cc-number", "1234 1234 1234 1234"),
                  expiry: field("sd-card-expiry", "Expiration date (MM / YY)", "cc-exp", "MM / YY"),
                  cvc: field("sd-card-cvc", "Security code", "cc-csc", "CVC"),
                };
                const card = document.createElement("div");
                card.className = "sd-card";
                card.append(inputs.number.wrap, inputs.expiry.wrap, inputs.cvc.wrap);
                box.append(card);
                host.replaceChildren(box);
                // As Elements does on load: the intent's methods, and whether this page's host is a registered
                // payment method domain (wallets show only there, and only where the device has them).
                Promise.all([
                  api("GET", intentPath(clientSecret) + "?client_secret=" + encodeURIComponent(clientSecret) + "&key=" + encodeURIComponent(publishableKey)),
                  api("GET", "/v1/elements/domain?host=" + encodeURIComponent(location.hostname) + "&key=" + encodeURIComponent(publishableKey)),
                ])
                  .then(([intent, domain]) => {
                    const types = (intent.body && intent.body.payment_method_types) || ["card"];
                    const registered = !!(domain.body && domain.body.registered);
                    const methods = [{ id: "card", label: "Card" }];
                    if (registered && wallets.applePay !== "never" && typeof window.ApplePaySession !== "undefined")
                      methods.push({ id: "apple_pay", label: "Apple Pay" });
                    if (registered && wallets.googlePay !== "never" && typeof window.PaymentRequest !== "undefined")
                      methods.push({ id: "google_pay", label: "Google Pay" });
                    if (types.includes("link")) methods.push({ id: "link", label: "Link" });
                    if (methods.length > 1) {
                      const tabs = document.createElement("div");
                      tabs.className = "sd-tabs";
                      tabs.setAttribute("role", "radiogroup");
                      tabs.setAttribute("aria-label", "Payment method");
                      for (const method of methods) {
                        const label = document.createElement("label");
                        label.className = "sd-tab";
                        const radio = document.createElement("input");
                        radio.type = "radio";
                        radio.name = "sd-method";
                        radio.value = method.id;
                        radio.checked = method.id === "card";
                        radio.addEventListener("change", () => {
                          chosen = method.id;
                          card.hidden = chosen !== "card";
                          emit("change", { complete: isComplete(), value: { type: chosen } });
                        });
                        label.append(radio, document.createTextNode(" " + method.label));
                        tabs.append(label);
                      }
                      box.prepend(tabs);
                    }
                    emit("ready", { availablePaymentMethods: methods.map((method) => method.id) });
                  })
                  .catch(() => emit("ready", {}));
              },
              on(name, fn) {
                (listeners[name] = listeners[name] || []).push(fn);
                return element;
              },
              unmount() {},
              destroy() {},
            };
            return element;
          },
          async submit() {
            if (isComplete()) return {};
            return {
              error: { type: "validation_error", code: "incomplete", message: "Your card details are incomplete." },
            };
          },
          read() {
            // A wallet or Link hands Stripe a card it already holds: the test card that succeeds.
            if (chosen !== "card") return { payment_method: "pm_card_visa" };
            const [month, year] = inputs.expiry.input.value.split("/").map((part) => part.trim());
            return {
              "payment_method_data[type]": "card",
              "payment_method_data[card][number]": inputs.number.input.value.replace(/\s+/g, ""),
              "payment_method_data[card][exp_month]": month || "",
              "payment_method_data[card][exp_year]": year || "",
              "payment_method_data[card][cvc]": inputs.cvc.input.value.trim(),
            };
          },
        };
        return elements;
      },
      confirmPayment(params) {
        return confirmIntent("payment_intent", "paymentIntent", params);
      },
      confirmSetup(params) {
        return confirmIntent("setup_intent", "setupIntent", params);
      },
    };
  }
  window.Stripe = Stripe;
})();
`;

export function installStripeJs(core: StripeDoubleCore) {
  core.page("GET", "/v3", (_request, response) => {
    response
      .writeHead(200, {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "no-store",
        "access-control-allow-origin": "*",
      })
      .end(SCRIPT);
  });
  return { url: `${core.url}/v3/` };
}
