import type { Product } from '@contract/catalogue'
import { useRef } from 'react'
import { useTypedBeforeHydration } from '../../ui/quantity-input'
import { sectionId } from './category-jump-list'
import { BothNames } from './names'
import { hydratedNearScreen } from './near-screen'
import { ProductGrid } from './product-list'
import { NoProducts } from './status-notices'

export interface CardsCategory {
  slug: string
  name: string
  tamilName: string
  products: readonly Product[]
}

// One category of the all-products page: its heading and its cards.
function CategoryCards({
  category,
  onView,
  eagerCount,
  liveCount,
}: {
  category: CardsCategory
  onView: (id: string) => void
  eagerCount: number
  liveCount: number
}) {
  const section = useRef<HTMLElement>(null)
  useTypedBeforeHydration(section)
  const id = sectionId(category.slug)
  return (
    <section ref={section} className="category-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="category-section-title">
        <BothNames en={category.name} ta={category.tamilName} followClass="category-section-alt" />
      </h2>
      {category.products.length === 0 ? (
        <NoProducts />
      ) : (
        <ProductGrid
          products={category.products}
          onView={onView}
          eagerCount={eagerCount}
          liveCount={liveCount}
        />
      )}
    </section>
  )
}

// A category's cards, hydrated near the screen. onView must be stable.
export const GatedCategoryCards = hydratedNearScreen(CategoryCards)
