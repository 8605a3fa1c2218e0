/** The jobs an order makes (docs/decisions/006): its due move when scheduled, and the owner's mail. */
export const ORDER_DUE_JOB = "order-due";
export const ORDER_MAIL_JOB = "order-mail";
