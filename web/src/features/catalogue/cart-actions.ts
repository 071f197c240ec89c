import type { Product } from '@contract/catalogue'
import { qtyOf } from '../../shared/cart/cart-rules'
import { cartStore } from '../../shared/cart/cart-store'
import { toast } from '../../ui/toast'

// Spec §4 messages: a card's button says 'Updated successfully'; the landing page and the detail
// modal say 'Successfully added into Cart'. Both carry the title Success.
export const ADDED_BY_BUTTON = 'Updated successfully'
export const ADDED_FROM_MODAL = 'Successfully added into Cart'

// The card's button adds one more: typing in the box already sets the exact quantity.
export const addOne = (product: Product, message: string = ADDED_BY_BUTTON) => {
  if (product.is_sold_out === 1) return
  cartStore.setQty(product, qtyOf(cartStore.get(), product._id) + 1)
  toast.success(message, 'Success')
}

// The detail modal sets the quantity chosen in its own box.
export const addWithQty = (product: Product, qty: number) => {
  if (product.is_sold_out === 1 || qty <= 0) return
  cartStore.setQty(product, qty)
  toast.success(ADDED_FROM_MODAL, 'Success')
}

// Typing a quantity updates the cart at once; 0 removes the line (spec §4).
export const typeQty = (product: Product, qty: number) => {
  if (product.is_sold_out === 1) return
  cartStore.setQty(product, qty)
}
