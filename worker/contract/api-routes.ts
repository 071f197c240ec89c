import type { z } from 'zod'
import type {
  ClaimableEnquiries,
  ClaimedEnquiry,
  changePasswordSchema,
  checkDuplicateSchema,
  claimEnquirySchema,
  deleteAccountSchema,
  LoginResult,
  loginSchema,
  Profile,
  profileUpdateSchema,
  SignupInput,
  SignupResult,
  setPasswordSchema,
} from './accounts'
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
import type { PublicQuote, quoteAcceptSchema, quoteChangeSchema } from './quotes'
import type { PublicSettings } from './settings-rules'
import type { TransportView } from './transport'

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
