// How the dashboard's browser session travels. The dashboard keeps no token a page script could read: the server
// holds it in an HttpOnly cookie. A change made through that cookie must carry this header, which a form or a link
// on another site cannot add (and a script on another site could add only through a CORS preflight that this
// server never grants), so another site cannot make the owner's browser change anything. The guest page's script
// sends it too, so that the owner's own visits are recognised and not counted.

/** The header, and its value, that the dashboard's calls carry. */
export const CSRF_HEADER = "x-requested-with";
export const CSRF_HEADER_VALUE = "menu-builder";
