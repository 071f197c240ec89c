import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CategoryTable } from '../../web/src/features/catalogue/quick-order-table'
import { ProductImage } from '../../web/src/ui/product-image'
import { product } from './catalogue-fixtures'

afterEach(cleanup)

const images = (container: HTMLElement) => [...container.querySelectorAll('img')]

describe('product pictures', () => {
  it('are sized before they load, and lazy unless marked as first on screen', () => {
    const { container } = render(
      <>
        <ProductImage src="/images/products/sp01.svg" alt="Sparklers" size={160} />
        <ProductImage src="/images/products/sp02.svg" alt="Flower pots" size={360} eager />
      </>,
    )
    const [lazy, eager] = images(container)
    expect(lazy!.getAttribute('width')).toBe('160')
    expect(lazy!.getAttribute('height')).toBe('160')
    expect(lazy!.getAttribute('loading')).toBe('lazy')
    expect(eager!.getAttribute('width')).toBe('360')
    expect(eager!.getAttribute('loading')).toBe('eager')
    for (const img of [lazy!, eager!]) expect(img.getAttribute('decoding')).toBe('async')
  })

  it('in the price list, load the first rows at once and the rest when scrolled to', () => {
    const products = ['1', '2', '3', '4', '5'].map((id) => product({ _id: id, photo_path: `/p${id}.svg` }))
    const { container } = render(
      <CategoryTable
        category={{ slug: 'sparklers', name: 'Sparklers', tamilName: '', products }}
        variant="price-list"
        eagerRows={2}
      />,
    )
    expect(images(container).map((i) => i.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ])
    expect(
      images(container).every((i) => i.getAttribute('width') === '48' && i.getAttribute('height') === '48'),
    ).toBe(true)
  })
})
