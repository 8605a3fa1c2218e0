// The guest's ordering words (cart, item, checkout, confirmation and its live status) in the
// guest page's eight languages, one module per language (en.ts, es.ts, …) so the cart's script loads only the
// guest's. `{name}`-style holes are filled by `fill` (fill.ts). A language we have no words for reads English.
import { type WordedLanguage, wordedLanguage } from "../../common/worded-language.ts";

export interface OrderWords {
  // the cart bar and the cart
  itemsOne: string;
  itemsMany: string;
  viewOrder: string;
  loading: string;
  loadingLabel: string;
  tryAgain: string;
  notAvailable: string;
  itemGone: string;
  yourOrder: string;
  cartEmpty: string;
  backToMenu: string;
  lineGone: string;
  lineChanged: string;
  nowCalled: string;
  sizeNow: string;
  optionGone: string;
  ok: string;
  okPrice: string;
  removeOne: string;
  oneLessOf: string;
  oneMoreOf: string;
  edit: string;
  remove: string;
  /** Said to a screen reader when a line leaves the cart. */
  removedLine: string;
  paused: string;
  notTaking: string;
  confirmChanged: string;
  minimum: string;
  table: string;
  subtotal: string;
  taxesLater: string;
  checkout: string;
  addMore: string;
  close: string;
  offline: string;
  failed: string;
  // the item's dialog
  item: string;
  addToOrder: string;
  update: string;
  oneLess: string;
  oneMore: string;
  linePlaceholder: string;
  size: string;
  options: string;
  optional: string;
  quantity: string;
  kitchenNote: string;
  // checkout
  pickUp: string;
  delivery: string;
  toTable: string;
  payOnline: string;
  cashOnDelivery: string;
  cashAtTable: string;
  cashAtPickUp: string;
  cardOnDelivery: string;
  cardAtTable: string;
  cardAtPickUp: string;
  howOrder: string;
  readyAbout: string;
  aboutMin: string;
  feeAboutMin: string;
  when: string;
  asap: string;
  asapAbout: string;
  closedNow: string;
  later: string;
  day: string;
  time: string;
  today: string;
  tomorrow: string;
  addTip: string;
  otherTip: string;
  noTip: string;
  tipAmount: string;
  payment: string;
  noPayment: string;
  notePlaceholder: string;
  notePlaceholderDelivery: string;
  backToCart: string;
  yourDetails: string;
  name: string;
  phone: string;
  /** No mail goes to guests: the label says who gets the address and promises no updates. */
  email: string;
  address: string;
  city: string;
  zip: string;
  orderNote: string;
  reviewOrder: string;
  needName: string;
  needPhone: string;
  needAddress: string;
  needTip: string;
  needPayment: string;
  closed: string;
  gettingTotal: string;
  placeOrder: string;
  backToDetails: string;
  reviewTitle: string;
  deliveryFee: string;
  tip: string;
  total: string;
  whenRow: string;
  placing: string;
  // the confirmation page
  order: string;
  backLink: string;
  tableType: string;
  forTime: string;
  paidOnline: string;
  /** A card refund, when its time is not known; `refundedOn` says when. */
  refunded: string;
  refundedOn: string;
  note: string;
  questions: string;
  keepPage: string;
  // the order's status (order-status-text.ts)
  todayAt: string;
  tomorrowAt: string;
  dayAt: string;
  atTime: string;
  waitingPayment: string;
  waitingPaymentDetail: string;
  received: string;
  receivedDetail: string;
  scheduled: string;
  scheduledDetail: string;
  accepted: string;
  arriving: string;
  comingToTable: string;
  readyForPickUpAt: string;
  kitchenOnIt: string;
  ready: string;
  /** A delivery at the pass: it has not left yet. */
  readyDelivery: string;
  readyTable: string;
  readyPickUp: string;
  /** A delivery handed to the driver. */
  onItsWay: string;
  onItsWayDetail: string;
  completed: string;
  completedDetail: string;
  /** A delivery's end: the driver handed it over. */
  delivered: string;
  deliveredDetail: string;
  rejected: string;
  rejectedDetail: string;
  cancelled: string;
  cancelledDetail: string;
  stepReceived: string;
  stepAccepted: string;
  stepReady: string;
  stepCompleted: string;
  stepDelivered: string;
  // the confirmation page's promised time, call button and "Order again" (reorder.ts)
  expected: string;
  callRestaurant: string;
  orderAgain: string;
  orderingAgain: string;
  nothingAgain: string;
  changesTitle: string;
  againGone: string;
  againPrice: string;
  againOptionGone: string;
  againChoose: string;
}

/** The languages whose ordering words we have (the guest page's eight), and which one a page language reads. */
export {
  WORDED_LANGUAGES as ORDER_LANGUAGES,
  type WordedLanguage as OrderLanguage,
  wordedLanguage as orderLanguage,
} from "../../common/worded-language.ts";

/** Each language's words as a chunk of its own in the cart's bundle (each import names its own file). */
const LOADERS: Record<WordedLanguage, () => Promise<OrderWords>> = {
  en: () => import("./en.ts").then((module) => module.EN),
  es: () => import("./es.ts").then((module) => module.ES),
  fr: () => import("./fr.ts").then((module) => module.FR),
  de: () => import("./de.ts").then((module) => module.DE),
  it: () => import("./it.ts").then((module) => module.IT),
  pt: () => import("./pt.ts").then((module) => module.PT),
  zh: () => import("./zh.ts").then((module) => module.ZH),
  ar: () => import("./ar.ts").then((module) => module.AR),
};

/** The guest's words, loading only their language's. */
export const loadOrderWords = (lang: string | null | undefined): Promise<OrderWords> =>
  LOADERS[wordedLanguage(lang)]();
