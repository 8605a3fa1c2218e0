// Cash, and a card paid to the staff, are taken wherever the guest gets their order: at the counter, at the table
// or at the door. The settings say so, naming the ways to order that are on, rather than "on delivery" alone.

interface OrderTypesOn {
  pickUpOrders: boolean;
  orderDelivery: boolean;
  orderDeliveryToTable: boolean;
}

const PLACES = [
  ["pickUpOrders", "at pick-up"],
  ["orderDeliveryToTable", "at the table"],
  ["orderDelivery", "on delivery"],
] as const;

/** "Guests pay in cash at pick-up, at the table or on delivery." for the ways to order that are on. */
export function inPersonPaymentNote(values: OrderTypesOn, how: "in cash" | "by card to your staff"): string {
  const places = PLACES.filter(([key]) => values[key]).map(([, place]) => place);
  if (places.length === 0) return `Guests pay ${how} when they get their order.`;
  const last = places.pop();
  const list = places.length > 0 ? `${places.join(", ")} or ${last}` : last;
  return `Guests pay ${how} ${list}.`;
}
