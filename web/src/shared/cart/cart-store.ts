import type { Product } from '@contract/catalogue'
import { useSyncExternalStore } from 'react'
import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage'
import { type CartLine, removeLine, sanitizeCart, setQty, totalsOf } from './cart-rules'

// The cart lives in localStorage (see docs/behaviour.md#cart) and is shared between tabs through the storage event.
// One empty cart for the server's render and an empty stored one: the same value, so hydrating a page
// with nothing in the cart renders nothing again.
const EMPTY: CartLine[] = []
let lines = EMPTY
let loaded = false
const listeners = new Set<() => void>()

const load = () => {
  const stored = sanitizeCart(readJson<unknown>(STORAGE_KEYS.cart, []))
  lines = stored.length ? stored : EMPTY
  loaded = true
}

const emit = () => {
  for (const l of listeners) l()
}

const save = (next: CartLine[]) => {
  lines = next.length ? next : EMPTY
  writeJson(STORAGE_KEYS.cart, next)
  emit()
}

const onStorage = (e: StorageEvent) => {
  if (e.key === STORAGE_KEYS.cart || e.key === null) {
    load()
    emit()
  }
}

export const cartStore = {
  subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  },
  get(): CartLine[] {
    if (!loaded) load()
    return lines
  },
  setQty(product: Product, qty: number) {
    save(setQty(cartStore.get(), product, qty))
  },
  remove(id: string) {
    save(removeLine(cartStore.get(), id))
  },
  replace(next: CartLine[]) {
    save(next)
  },
  // Clear empties the cart (not all of storage, which would also sign the buyer out).
  clear() {
    save([])
  },
}

export const useCart = () => {
  const current = useSyncExternalStore(cartStore.subscribe, cartStore.get, () => EMPTY)
  return { lines: current, totals: totalsOf(current) }
}
