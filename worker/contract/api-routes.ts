import type { z } from 'zod'
import type {
  AdminAccount,
  ClaimableEnquiries,
  ClaimedEnquiry,
  changePasswordSchema,
  checkDuplicateSchema,
  claimEnquirySchema,
  deleteAccountSchema,
  LoginResult,
  loginSchema,
  PasswordReset,
  Profile,
  profileUpdateSchema,
  SignupInput,
  SignupResult,
  setPasswordSchema,
} from './accounts'
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminProduct,
  CategoryInput,
  ImportPreview,
  ProductInput,
  reorderSchema,
  soldOutSchema,
  statusChangeSchema,
} from './admin'
import type { Attention, PushPublicKey, PushSubscribeInput, pushUnsubscribeSchema } from './admin-alerts'
import type { EwayBillDone, EwayBillStatus } from './admin-gst-files'
import type {
  AdminOrderPayments,
  AdminPaymentsWaiting,
  PaymentRecordInput,
  PaymentVerifyInput,
} from './admin-payments'
import type { SeasonGlance } from './admin-season'
import type { DispatchInput, transportMoveSchema } from './admin-transport'
import type { Category, District, Product, ProductDetail, QuickOrderCategory, State } from './catalogue'
import type { TaxInvoice } from './invoices'
import type {
  EnquiryPayload,
  OpenEnquiryInput,
  OpenedEnquiry,
  OrderPublicInfo,
  OrderRecord,
  PrintRecord,
  SavedEnquiry,
  TrackedOrder,
} from './orders'
import type { PaymentSubmitInput, QuotePaymentView } from './payments'
import type {
  AdminQuotes,
  PublicQuote,
  QuoteRevisionInput,
  quoteAcceptSchema,
  quoteChangeSchema,
  SellerGstinInput,
} from './quotes'
import type { StoredSettings } from './settings'
import type { PublicSettings } from './settings-rules'
import type { ShipmentView, TransportView } from './transport'
import type { WhatsappMessage } from './whatsapp'

// What the buyer's pages call, by method and path pattern (as the worker's routes write them):
// what each answers in `data`, and what it takes as its body. The web's client infers both from
// the key, so a call to a path the server does not have, or with the wrong body, fails the type
// check. A route may list variants when the body decides the answer (order/search).
export interface ApiRoutes {
  'GET settings/public': { data: PublicSettings }
  'GET product/category/get': { data: Category[] }
  'GET product/quickorder': { data: QuickOrderCategory[] }
  'GET product/get/:id': { data: ProductDetail }
  'GET product/categorywise/list/:ref': { data: Product[] }
  'GET product/subcategoryitems/:name': { data: Product[] }
  'GET product/topsale/list': { data: Product[] }
  'GET product/new-arrivals/list': { data: Product[] }
  'GET product/netrate/list': { data: Product[] }
  'GET master/state/get': { data: State[] }
  'GET master/district/get/:state': { data: District[] }

  'GET account/search/single/sub/:sub': { data: Profile }
  'GET account/claim-enquiries': { data: ClaimableEnquiries }
  'POST account/claim-enquiries': { body: z.input<typeof claimEnquirySchema>; data: ClaimedEnquiry }
  'POST account/checkDuplicate': { body: z.input<typeof checkDuplicateSchema>; data: { status: number } }
  'POST account/save': { body: SignupInput; data: SignupResult }
  'POST users/login': { body: z.input<typeof loginSchema>; data: LoginResult }
  'POST account/update': { body: z.input<typeof profileUpdateSchema>; data: Profile }
  'POST account/change-password': {
    body: z.input<typeof changePasswordSchema>
    data: { token: string; sub: string }
  }
  'POST account/set-password': { body: z.input<typeof setPasswordSchema>; data: LoginResult }
  'POST account/delete': { body: z.input<typeof deleteAccountSchema>; data: unknown }
  'POST users/logout': { body: Record<string, never>; data: { signed_out: number } }
  'POST users/logout-all': { body: Record<string, never>; data: { signed_out: number } }

  'POST order/save': { body: EnquiryPayload; data: SavedEnquiry }
  'GET order/public/get/:id': { data: OrderPublicInfo }
  'GET order/public/print/get/:id': { data: PrintRecord }
  'GET order/public/transport/:id': { data: TransportView }
  'GET order/public/invoice/:id': { data: TaxInvoice }
  'POST order/public/open': { body: OpenEnquiryInput; data: OpenedEnquiry }
  'POST order/search':
    | { body: { sub: string; search_by_date?: boolean; show_all?: boolean }; data: OrderRecord[] }
    | { body: { mobile_no: string; show_all?: boolean }; data: TrackedOrder[] }

  'GET quote/public/:token': { data: PublicQuote }
  'POST quote/public/:token/accept': { body: z.input<typeof quoteAcceptSchema>; data: PublicQuote }
  'POST quote/public/:token/change': { body: z.input<typeof quoteChangeSchema>; data: PublicQuote }
  'GET quote/public/:token/payment': { data: QuotePaymentView }
  // JSON, or a multipart form when a screenshot goes with it.
  'POST quote/public/:token/payment': { body: PaymentSubmitInput | FormData; data: QuotePaymentView }
}

type Reorder = { body: z.input<typeof reorderSchema> }
type OrderStep = { body: z.input<typeof transportMoveSchema>; data: AdminOrderDetail }

// The seller's console (worker/features/*/*-admin.routes.ts, mounted at /admin). A query string
// goes as the call's `query`.
export interface ApiRoutes {
  'GET admin/orders': { data: AdminOrderList }
  'GET admin/orders/:id': { data: AdminOrderDetail }
  'POST admin/orders/:id/status': { body: z.input<typeof statusChangeSchema>; data: AdminOrderDetail }
  'POST admin/orders/:id/gstin': { body: SellerGstinInput; data: AdminOrderDetail }
  'GET admin/orders/:id/quotes': { data: AdminQuotes }
  'POST admin/orders/:id/quote': { body: QuoteRevisionInput; data: AdminQuotes }
  'GET admin/orders/:id/whatsapp': { data: WhatsappMessage }
  // null until the enquiry is dispatched.
  'GET admin/orders/:id/shipment': { data: ShipmentView | null }
  'POST admin/orders/:id/dispatch': { body: DispatchInput; data: AdminOrderDetail }
  'GET admin/orders/:id/eway-bill': { data: EwayBillStatus }
  'POST admin/orders/:id/eway-bill': { body: EwayBillDone; data: EwayBillStatus }
  'POST admin/orders/:id/arrived': OrderStep
  'POST admin/orders/:id/collected': OrderStep
  // A multipart form: the photo (if any), lr_number and transporter.
  'POST admin/orders/:id/lr': { body: FormData; data: AdminOrderDetail }
  'GET admin/orders/:id/payments': { data: AdminOrderPayments }
  'POST admin/orders/:id/payments': { body: PaymentRecordInput; data: AdminOrderPayments }
  'GET admin/payments': { data: AdminPaymentsWaiting }
  'POST admin/payments/:id/verify': { body: PaymentVerifyInput; data: AdminOrderPayments }

  'GET admin/catalogue/categories': { data: Category[] }
  'POST admin/catalogue/categories': { body: CategoryInput; data: Category }
  'PUT admin/catalogue/categories/:id': { body: CategoryInput; data: Category }
  'POST admin/catalogue/categories/reorder': Reorder & { data: Category[] }
  'GET admin/catalogue/products': { data: AdminProduct[] }
  'POST admin/catalogue/products': { body: ProductInput; data: AdminProduct }
  'GET admin/catalogue/products/:id': { data: AdminProduct }
  'PUT admin/catalogue/products/:id': { body: ProductInput; data: AdminProduct }
  'POST admin/catalogue/products/:id/sold-out': { body: z.input<typeof soldOutSchema>; data: AdminProduct }
  'POST admin/catalogue/products/reorder': Reorder & { data: AdminProduct[] }
  // The price list as CSV text (sent with its own Content-Type).
  'POST admin/catalogue/import': { body: string; data: ImportPreview }

  'GET admin/settings': { data: StoredSettings }
  'PUT admin/settings': { body: StoredSettings; data: StoredSettings }
  'GET admin/accounts': { data: AdminAccount[] }
  'POST admin/accounts/:sub/reset-password': { body: Record<string, never>; data: PasswordReset }
  'GET admin/attention': { data: Attention }
  // ?year=yyyy (the season that holds today without it); the CSV is admin/season/export, a download.
  'GET admin/season': { data: SeasonGlance }
  'GET admin/push/public-key': { data: PushPublicKey }
  'POST admin/push/subscribe': { body: PushSubscribeInput; data: { subscribed: boolean } }
  'POST admin/push/unsubscribe': {
    body: z.input<typeof pushUnsubscribeSchema>
    data: { subscribed: boolean }
  }
}

export type RouteKey = keyof ApiRoutes

// The names a path pattern takes (':id' in 'GET product/get/:id').
export type RouteParams<K extends string> = K extends `${string}:${infer P}/${infer Rest}`
  ? P | RouteParams<Rest>
  : K extends `${string}:${infer P}`
    ? P
    : never

export type RouteBody<K extends RouteKey> = ApiRoutes[K] extends infer E
  ? E extends { body: infer B }
    ? B
    : never
  : never

// What the route answers for this body (the variant whose body it is).
export type RouteData<K extends RouteKey, B = RouteBody<K>> = ApiRoutes[K] extends infer E
  ? E extends { body: infer EB; data: infer D }
    ? [B] extends [EB]
      ? D
      : never
    : E extends { data: infer D }
      ? D
      : never
  : never

// Routes that answer a list: the only ones whose missing data reads as an empty list.
export type ListRoute = {
  [K in RouteKey]: ApiRoutes[K]['data'] extends readonly unknown[] ? K : never
}[RouteKey]
export type ObjectRoute = Exclude<RouteKey, ListRoute>
