import type { Product } from '@contract/catalogue'
import { type ComponentType, memo, useEffect, useState } from 'react'
import { HydrateNear, openHydration } from '../../lib/hydrate-near'
import { cartStore } from '../../shared/cart/cart-store'
import { sectionId } from './category-jump-list'

type NearScreenCategory = { slug: string; products: readonly Product[] }

// A category's part of a long list (a price table, a grid of cards) hydrates when it nears the
// screen or is touched (HydrateNear), or at once when the stored cart holds one of its products, as
// the server drew every quantity box empty. The part is opened before anything new reaches it (a
// search, fresh prices, a new cart line), as HydrateNear asks.

const inCart = (products: readonly Product[]) => {
  const lines = cartStore.get()
  return lines.length > 0 && products.some((p) => lines.some((l) => l._id === p._id))
}

// `Part` (a category's table or cards) hydrated near the screen, memoised: a render with new props
// (the only kind a memoised component has after its first) opens the part before they reach it.
export const hydratedNearScreen = <P extends { category: NearScreenCategory }>(Part: ComponentType<P>) =>
  memo(function NearScreen(props: P) {
    const { slug, products } = props.category
    const id = sectionId(slug)
    const [first] = useState(props)
    if (props !== first) openHydration(id)
    useEffect(
      () =>
        cartStore.subscribe(() => {
          if (inCart(products)) openHydration(id)
        }),
      [id, products],
    )
    return (
      <HydrateNear id={id} open={!import.meta.env.SSR && inCart(products)}>
        <Part {...props} />
      </HydrateNear>
    )
  })

// How many of the first list's boxes the server draws: what a phone shows as the page opens, with
// room to spare. The others are empty frames of the same size until their part hydrates: a box is a
// form field, and as a page finishes loading the browser looks at every one (for autofill), laying
// out the row or card around it, which undid the skipped layout of everything off screen.
export const BOXES_AT_LOAD = 8
