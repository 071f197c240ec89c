import type { Product } from '@contract/catalogue'
import { type CatalogueMessages, catalogueMessages } from './catalogue.messages'

// Apart from the other catalogue rules: the landing page's tiles need only this one.
export const discountLabel = (
  p: Pick<Product, 'discount_percentage'>,
  m: CatalogueMessages = catalogueMessages.en,
) => (p.discount_percentage > 0 ? m.discountOff(Math.round(p.discount_percentage)) : null)
