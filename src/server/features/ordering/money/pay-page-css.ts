// The pay page's stylesheet, inlined in the page and allowed by its hash (no style file to fetch, no unsafe-inline).
// Same look as the guest page: the restaurant's banner in its colours (themeCss, after these rules), system fonts,
// one column, large touch targets, the order button black as the cart's. Every text colour reads at 4.5:1 or
// more on the grey page as well as on the white cards (WCAG 1.4.3).
export const PAY_PAGE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #1f2328; background: #f6f7f9; }
:root { --banner: #1f2328; --banner-text: #ffffff; --name: #ffffff; }
.hero { background: var(--banner); color: var(--banner-text); padding: 14px 16px 16px; text-align: center; }
.hero .name { margin: 0; font-size: 24px; font-weight: 700; line-height: 1.2; color: var(--name);
  overflow-wrap: anywhere; }
.pay { max-width: 34rem; margin: 0 auto; padding: 16px; }
.back { margin: 0 0 6px; font-size: 15px; text-align: start; max-width: 34rem; margin-inline: auto; }
.back a { color: inherit; text-decoration: underline; text-underline-offset: 3px; }
h1 { font-size: 24px; margin: 0 0 12px; }
h2 { font-size: 19px; margin: 0 0 8px; }
.card { background: #fff; border: 1px solid #dee2e6; border-radius: 12px; padding: 16px; margin: 0 0 12px; }
.lines { list-style: none; margin: 0 0 12px; padding: 0; }
.lines small { display: block; color: #59636e; font-size: 14px; }
.lines li, .totals div { display: flex; justify-content: space-between; gap: 12px; padding: 4px 0; }
.totals { margin: 0; border-top: 1px solid #e9ecef; padding-top: 8px; }
.totals dt, .totals dd { margin: 0; }
.totals .total { font-weight: 700; font-size: 18px; }
.element { margin: 0 0 12px; }
.element label { display: block; margin: 0 0 10px; font-size: 14px; font-weight: 600; }
.element input { display: block; width: 100%; margin-top: 4px; padding: 12px; font: inherit; font-weight: 400;
  border: 1px solid #ced4da; border-radius: 8px; }
.element input:focus { outline: 2px solid #1864ab; outline-offset: 1px; }
button { display: block; width: 100%; min-height: 48px; font: inherit; font-weight: 700; border-radius: 10px;
  cursor: pointer; }
.primary { background: #111; color: #fff; border: 0; }
.primary:disabled { background: #6b6f75; cursor: default; }
.secondary { background: #fff; color: #1f2328; border: 1px solid #ced4da; }
.or { text-align: center; color: #59636e; margin: 8px 0; }
.error { color: #c92a2a; background: #fff5f5; border-radius: 8px; padding: 10px 12px; margin: 0 0 12px; }
.muted, .fine { color: #59636e; font-size: 14px; }
.state-paid h2, .state-waiting h2 { color: #2b8a3e; }
.state-ended h2 { color: #c92a2a; }
`;
