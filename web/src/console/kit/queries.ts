import type { CategoryInput, ProductInput } from '@contract/admin'
import type { OrderStatus } from '@contract/order-status'
import type { AdminQuotes, QuoteRevisionInput, SellerGstinInput } from '@contract/quotes'
import type { StoredSettings } from '@contract/settings'
import { toPublicSettings } from '@contract/settings-rules'
import type { WhatsappMoment } from '@contract/whatsapp'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiList, apiRoute, download } from '../../lib/api-client'
import { categoriesQuery } from '../../shared/catalogue.queries'
import { orderListsKey } from '../../shared/orders/order-keys'
import { settingsQuery } from '../../shared/settings.queries'

// One factory per request of the seller's console (worker/contract/admin.ts); keys are built here
// and nowhere else. The console reads its own catalogue calls (never cached, with the fields only
// the seller edits); a change also refreshes the shop's catalogue queries in this browser.
export const root = ['admin'] as const

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'orders', 'detail', id] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/orders/:id', { params: { id }, signal }),
    staleTime: 0,
  })

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: [...root, 'settings'] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/settings', { signal }),
    staleTime: 0,
  })

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'categories'] as const,
    queryFn: ({ signal }) => apiList('GET admin/catalogue/categories', { signal }),
    staleTime: 0,
  })

export const adminProductsQuery = (categoryId: string) =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'products', categoryId] as const,
    queryFn: ({ signal }) =>
      apiList('GET admin/catalogue/products', { query: { category_id: categoryId }, signal }),
    staleTime: 0,
  })

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'product', id] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/catalogue/products/:id', { params: { id }, signal }),
    staleTime: 0,
  })

// Every version of an enquiry's quote, version 0 being the enquiry as the buyer sent it.
export const adminQuotesQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...root, 'orders', 'quotes', orderId] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/orders/:id/quotes', { params: { id: orderId }, signal }),
    staleTime: 0,
  })

// The seller's prefilled WhatsApp message for a moment, filled by the server in the buyer's language.
export const adminWhatsappQuery = (orderId: string, moment: WhatsappMoment) =>
  queryOptions({
    queryKey: [...root, 'orders', 'whatsapp', orderId, moment] as const,
    queryFn: ({ signal }) =>
      apiRoute('GET admin/orders/:id/whatsapp', { params: { id: orderId }, query: { moment }, signal }),
    staleTime: 0,
  })

// The whole catalogue, for adding a product to a quote (the console's list, sold-out items included).
export const adminAllProductsQuery = () =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'products', 'all'] as const,
    queryFn: ({ signal }) => apiList('GET admin/catalogue/products', { signal }),
    staleTime: 60_000,
  })

/* Writes (used through useMutation, so the wait indicator shows) */

export const changeOrderStatus = (id: string, body: { to: OrderStatus; note?: string }) =>
  apiRoute('POST admin/orders/:id/status', { params: { id }, body })

// The buyer's GSTIN as the seller records it; one from another State needs `other_state_confirmed`.
export const saveBuyerGstin = (id: string, body: SellerGstinInput) =>
  apiRoute('POST admin/orders/:id/gstin', { params: { id }, body })

export const sendQuote = (orderId: string, input: QuoteRevisionInput) =>
  apiRoute('POST admin/orders/:id/quote', { params: { id: orderId }, body: input })

export const uploadLr = (
  id: string,
  form: { photo: File | null; lr_number: string; transporter: string },
) => {
  const data = new FormData()
  if (form.photo) data.append('photo', form.photo, form.photo.name)
  data.append('lr_number', form.lr_number.trim())
  data.append('transporter', form.transporter.trim())
  return apiRoute('POST admin/orders/:id/lr', { params: { id }, body: data })
}

export const saveCategory = (id: string | null, input: CategoryInput) =>
  id
    ? apiRoute('PUT admin/catalogue/categories/:id', { params: { id }, body: input })
    : apiRoute('POST admin/catalogue/categories', { body: input })

export const reorderCategories = (ids: string[]) =>
  apiList('POST admin/catalogue/categories/reorder', { body: { ids } })

export const saveProduct = (id: string | null, input: ProductInput) =>
  id
    ? apiRoute('PUT admin/catalogue/products/:id', { params: { id }, body: input })
    : apiRoute('POST admin/catalogue/products', { body: input })

export const setSoldOut = (id: string, soldOut: boolean) =>
  apiRoute('POST admin/catalogue/products/:id/sold-out', {
    params: { id },
    body: { is_sold_out: soldOut ? 1 : 0 },
  })

export const reorderProducts = (ids: string[]) =>
  apiList('POST admin/catalogue/products/reorder', { body: { ids } })

export const importPriceList = (csv: string, apply: boolean) =>
  apiRoute('POST admin/catalogue/import', {
    query: { apply: apply ? '1' : '0' },
    body: csv,
    headers: { 'Content-Type': 'text/csv' },
  })

export const downloadPriceList = () => download('admin/catalogue/export.csv')

export const saveSettings = (settings: StoredSettings) => apiRoute('PUT admin/settings', { body: settings })

/* What each write makes stale */

const catalogueRoot = [categoriesQuery().queryKey[0]] as const

export const afterOrderChange = (qc: QueryClient, id: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: [...root, 'orders'] }),
    // The bill and LR pages read the same enquiry.
    qc.invalidateQueries({ queryKey: orderListsKey }),
    qc.invalidateQueries({ queryKey: adminOrderQuery(id).queryKey }),
  ])

// A sent quote moves the enquiry to Quoted: the answer is the new list of versions.
export const afterQuoteSent = (qc: QueryClient, orderId: string, quotes: AdminQuotes) => {
  qc.setQueryData(adminQuotesQuery(orderId).queryKey, quotes)
  return afterOrderChange(qc, orderId)
}

export const afterCatalogueChange = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: [...root, 'catalogue'] }),
    qc.invalidateQueries({ queryKey: catalogueRoot }),
  ])

// The shop's own settings query takes the saved figures directly: settings/public is cached by the
// browser for a minute (Cache-Control: max-age=60), so asking again would bring back the old ones.
export const afterSettingsChange = (qc: QueryClient, saved: StoredSettings) => {
  qc.setQueryData(adminSettingsQuery().queryKey, saved)
  qc.setQueryData(settingsQuery().queryKey, toPublicSettings(saved))
}

// Buyers by (part of) their mobile number, to reset a forgotten password.
export const adminBuyersQuery = (mobileNo: string) =>
  queryOptions({
    queryKey: [...root, 'buyers', mobileNo] as const,
    queryFn: ({ signal }) => apiList('GET admin/accounts', { query: { mobile_no: mobileNo }, signal }),
    staleTime: 0,
  })

export const resetBuyerPassword = (sub: string) =>
  apiRoute('POST admin/accounts/:sub/reset-password', { params: { sub }, body: {} })
