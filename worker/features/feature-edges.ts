// Which worker features may import which: every folder under worker/features is a key, and its list
// names the features it may import. `orders` is the shared core: the features built on an enquiry
// (quotes, payments, transport, whatsapp, alerts, privacy) import it, and it imports none of them.
// `accounts` (who is signed in, the console's admin) and `catalogue`/`settings` (what the shop
// sells, its rules) sit below it. Nothing else crosses: a piece two features need moves to
// worker/lib or worker/db, or a hook is passed in. tests/unit/feature-edges.test.ts keeps this list
// true (every edge used, none missing, no cycle).
export const allowedFeatureEdges = {
  accounts: [],
  alerts: [
    'accounts', // the console's phones subscribe as the signed-in admin (AdminEnv)
    'orders', // the attention queue names each enquiry by its number
    'settings', // the scheduled job keeps the seller's quiet hours
  ],
  catalogue: [],
  health: [],
  invoices: [
    'accounts', // the accountant's files are the console's, for the signed-in admin (AdminEnv)
  ],
  master: [],
  orders: [
    'accounts', // an enquiry may belong to the signed-in buyer; the console's moves name their admin
    'catalogue', // an enquiry is priced against the catalogue it was placed from
  ],
  pages: [],
  payments: [
    'accounts', // the console's checks are made by the signed-in admin (AdminEnv, actorOf)
    'orders', // a payment moves its enquiry's status and names it by its number
  ],
  // The price list PDF draws from plain data (its adapter takes the catalogue's wire shapes).
  'price-list-pdf': [],
  privacy: [
    'accounts', // a person's data includes their account, sessions and sign-in counters
    'orders', // claiming an enquiry names it by its number
  ],
  quotes: [
    'accounts', // a quote is sent by the signed-in admin (AdminEnv, actorOf)
    'orders', // sending and accepting a quote move the enquiry; its timeline is the order's
  ],
  season: [
    'accounts', // the season's figures are the console's, for the signed-in admin (AdminEnv)
    'orders', // they count enquiries as the orders feature reads them (amount agreed, delivery State)
  ],
  seo: [],
  settings: [],
  transport: [
    'accounts', // dispatch and the LR are recorded by the signed-in admin (AdminEnv, actorOf)
    'orders', // dispatch moves the enquiry and answers with the console's enquiry view
  ],
  whatsapp: [
    'orders', // a message is drafted from the enquiry and names it by its number
  ],
} as const
