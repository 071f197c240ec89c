import type { Product } from '@contract/catalogue'
import { qtyOf } from '../../shared/cart/cart-rules'
import { cartStore } from '../../shared/cart/cart-store'
import { toast } from '../../ui/toast'
import type { CatalogueMessages } from './catalogue.messages'

// Messages (see docs/behaviour.md#messages): a card's button says 'Updated successfully'; the landing
// page and the detail modal say 'Successfully added into Cart'. Both carry the title Success. The
// caller passes its page's words, so the toast speaks the page's language.
export type AddedFrom = 'button' | 'modal'

// The card's button adds one more: typing in the box already sets the exact quantity.
export const addOne = (product: Product, m: CatalogueMessages, from: AddedFrom = 'button') => {
  if (product.is_sold_out === 1) return
  cartStore.setQty(product, qtyOf(cartStore.get(), product._id) + 1)
  toast.success(from === 'button' ? m.addedByButton : m.addedFromModal, m.success)
}

// The detail modal sets the quantity chosen in its own box.
export const addWithQty = (product: Product, qty: number, m: CatalogueMessages) => {
  if (product.is_sold_out === 1 || qty <= 0) return
  cartStore.setQty(product, qty)
  toast.success(m.addedFromModal, m.success)
}

// Typing a quantity updates the cart at once; 0 removes the line.
export const typeQty = (product: Product, qty: number) => {
  if (product.is_sold_out === 1) return
  cartStore.setQty(product, qty)
}
