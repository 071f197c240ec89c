import type { AdminAccount, PasswordReset } from '@contract/accounts'
import type {
  AdminOrderDetail,
  AdminProduct,
  CategoryInput,
  ImportPreview,
  ProductInput,
} from '@contract/admin'
import type { Category } from '@contract/catalogue'
import type { OrderStatus } from '@contract/order-status'
import type { AdminQuotes, QuoteRevisionInput } from '@contract/quotes'
import type { StoredSettings } from '@contract/settings'
import { toPublicSettings } from '@contract/settings-rules'
import type { WhatsappMessage, WhatsappMoment } from '@contract/whatsapp'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { download, request } from '../../lib/api-client'
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
    queryFn: ({ signal }) => request<AdminOrderDetail>(`admin/orders/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  })

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: [...root, 'settings'] as const,
    queryFn: ({ signal }) => request<StoredSettings>('admin/settings', { signal }),
    staleTime: 0,
  })

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'categories'] as const,
    queryFn: ({ signal }) => request<Category[]>('admin/catalogue/categories', { signal }),
    staleTime: 0,
  })

export const adminProductsQuery = (categoryId: string) =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'products', categoryId] as const,
    queryFn: ({ signal }) =>
      request<AdminProduct[]>(`admin/catalogue/products?category_id=${encodeURIComponent(categoryId)}`, {
        signal,
      }),
    staleTime: 0,
  })

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'product', id] as const,
    queryFn: ({ signal }) =>
      request<AdminProduct>(`admin/catalogue/products/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  })

// Every version of an enquiry's quote, version 0 being the enquiry as the buyer sent it.
export const adminQuotesQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...root, 'orders', 'quotes', orderId] as const,
    queryFn: ({ signal }) =>
      request<AdminQuotes>(`admin/orders/${encodeURIComponent(orderId)}/quotes`, { signal }),
    staleTime: 0,
  })

// The seller's prefilled WhatsApp message for a moment, filled by the server in the buyer's language.
export const adminWhatsappQuery = (orderId: string, moment: WhatsappMoment) =>
  queryOptions({
    queryKey: [...root, 'orders', 'whatsapp', orderId, moment] as const,
    queryFn: ({ signal }) =>
      request<WhatsappMessage>(
        `admin/orders/${encodeURIComponent(orderId)}/whatsapp?moment=${encodeURIComponent(moment)}`,
        { signal },
      ),
    staleTime: 0,
  })

// The whole catalogue, for adding a product to a quote (the console's list, sold-out items included).
export const adminAllProductsQuery = () =>
  queryOptions({
    queryKey: [...root, 'catalogue', 'products', 'all'] as const,
    queryFn: ({ signal }) => request<AdminProduct[]>('admin/catalogue/products', { signal }),
    staleTime: 60_000,
  })

/* Writes (used through useMutation, so the wait indicator shows) */

export const changeOrderStatus = (id: string, body: { to: OrderStatus; note?: string }) =>
  request<AdminOrderDetail>(`admin/orders/${encodeURIComponent(id)}/status`, { body })

export const sendQuote = (orderId: string, input: QuoteRevisionInput) =>
  request<AdminQuotes>(`admin/orders/${encodeURIComponent(orderId)}/quote`, { body: input })

export const uploadLr = (
  id: string,
  form: { photo: File | null; lr_number: string; transporter: string },
) => {
  const data = new FormData()
  if (form.photo) data.append('photo', form.photo, form.photo.name)
  data.append('lr_number', form.lr_number.trim())
  data.append('transporter', form.transporter.trim())
  return request<AdminOrderDetail>(`admin/orders/${encodeURIComponent(id)}/lr`, { form: data })
}

export const saveCategory = (id: string | null, input: CategoryInput) =>
  id
    ? request<Category>(`admin/catalogue/categories/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : request<Category>('admin/catalogue/categories', { body: input })

export const reorderCategories = (ids: string[]) =>
  request<Category[]>('admin/catalogue/categories/reorder', { body: { ids } })

export const saveProduct = (id: string | null, input: ProductInput) =>
  id
    ? request<AdminProduct>(`admin/catalogue/products/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : request<AdminProduct>('admin/catalogue/products', { body: input })

export const setSoldOut = (id: string, soldOut: boolean) =>
  request<AdminProduct>(`admin/catalogue/products/${encodeURIComponent(id)}/sold-out`, {
    body: { is_sold_out: soldOut ? 1 : 0 },
  })

export const reorderProducts = (ids: string[]) =>
  request<AdminProduct[]>('admin/catalogue/products/reorder', { body: { ids } })

export const importPriceList = (csv: string, apply: boolean) =>
  request<ImportPreview>(`admin/catalogue/import?apply=${apply ? 1 : 0}`, {
    text: { body: csv, type: 'text/csv' },
  })

export const downloadPriceList = () => download('admin/catalogue/export.csv')

export const saveSettings = (settings: StoredSettings) =>
  request<StoredSettings>('admin/settings', { method: 'PUT', body: settings })

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
    queryFn: ({ signal }) =>
      request<AdminAccount[]>(`admin/accounts?mobile_no=${encodeURIComponent(mobileNo)}`, { signal }),
    staleTime: 0,
  })

export const resetBuyerPassword = (sub: string) =>
  request<PasswordReset>(`admin/accounts/${encodeURIComponent(sub)}/reset-password`, {
    method: 'POST',
    body: {},
  })
