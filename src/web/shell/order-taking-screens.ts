// The screens that take orders during a service: left open at the pass or the counter, untouched between orders.
// Logging one out would silence its chime for new orders, so the idle logout, which protects editing, leaves them
// signed in. The kitchen screen is one always (it says so itself when ordering is off); the Orders screen and an
// order's page are while the business takes orders.

const KITCHEN_PATH = "/app/kitchen";
const ORDERS_PATH = "/app/orders";

export function takesOrders(pathname: string, isOrderingOn: boolean): boolean {
  const path = pathname.replace(/\/+$/, "");
  if (path === KITCHEN_PATH) return true;
  return isOrderingOn && (path === ORDERS_PATH || path.startsWith(`${ORDERS_PATH}/`));
}
