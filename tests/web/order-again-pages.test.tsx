import type { Product } from '@contract/catalogue'
import type { OrderPublicInfo } from '@contract/orders'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { orderAgainNoteMessages } from '../../web/src/shared/cart/order-again-note.messages'
import { orderAgainMessages } from '../../web/src/shared/orders/order-again.messages'
import { productAt } from './catalogue-fixtures'
import { type Answer, ENQUIRY_ID, placedEnquiry, resetBetweenTests, showThanks } from './kit'

// Order again from the thank-you page, which knows the enquiry by its id alone: the click reads the
// lines from the bill's call and today's catalogue past every kept copy, and says so when it cannot.

resetBetweenTests()

const sparkler = productAt('11', 50, 10)
const flowerPot = productAt('12', 120, 30, { is_sold_out: 1, tamil_name: 'பூச்சட்டி' })
const catalogue = (products: Product[]) => [
  {
    category_id: '1',
    category_name: 'C',
    category_tamil_name: 'C',
    category_slug: 'c',
    product_list: products,
  },
]
const bill = {
  product_list: [
    { product_id: '11', product_name: 'Product 11', tamil_name: 'மத்தாப்பு', qty: 6 },
    { product_id: '12', product_name: 'Flower Pot', tamil_name: 'பூச்சட்டி', qty: 4 },
  ],
}
const ok = (data: unknown): Answer => ({ body: { data } })

// The thank-you page with the shop answering the enquiry, its bill and the catalogue as given.
const show = (quickorder: Answer, info: OrderPublicInfo = placedEnquiry) => {
  showThanks(info, 'ta')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.endsWith('product/quickorder')) {
        if (quickorder === 'offline') throw new TypeError('Failed to fetch')
        if (quickorder instanceof Response) return quickorder
      }
      const answer = url.endsWith('product/quickorder')
        ? quickorder
        : url.includes(`print/get/${ENQUIRY_ID}`)
          ? ok(bill)
          : ok(info)
      return new Response(JSON.stringify((answer as { body: unknown }).body), {
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
}
const press = async () =>
  fireEvent.click(
    // A page of one enquiry: the button's name is the words alone (the page shows the number).
    await screen.findByRole('button', { name: orderAgainMessages.ta.orderAgain }),
  )
const note = () => screen.getAllByRole('status').find((s) => s.classList.contains('order-again-note'))!

describe('order again from the thank-you page', () => {
  it('fills the cart from the bill’s lines at today’s price, names the sold-out line, and asks for no kept copy', async () => {
    show(ok(catalogue([productAt('11', 50, 12), flowerPot])))
    await press()
    await waitFor(() => expect(note().textContent).toContain(orderAgainNoteMessages.ta.added(1, 'ENQ-00042')))
    expect(note().textContent).toContain(orderAgainNoteMessages.ta.soldOut('பூச்சட்டி', 4))
    expect(cartStore.get().map((l) => [l._id, l.qty, l.price])).toEqual([['11', 6, 12]])
    const read = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('product/quickorder'))
    expect(read?.[1]?.cache).toBe('no-store')
    // The Tamil page's router writes the /ta in front (the journey follows the link there).
    expect(screen.getByRole('link', { name: orderAgainMessages.ta.goToCart }).getAttribute('href')).toMatch(
      /quick-checkout$/,
    )
  })

  for (const [what, answer] of [
    ['offline', 'offline'],
    [
      'the shop’s last good copy kept through an outage',
      new Response(JSON.stringify({ data: catalogue([sparkler]) }), {
        headers: { 'Content-Type': 'application/json', 'X-Edge-Cache': 'last-good' },
      }),
    ],
  ] as const) {
    it(`says so and leaves the cart as it was when today’s catalogue cannot be read (${what})`, async () => {
      cartStore.replace([lineFor(productAt('5', 10, 5), 3)])
      show(answer)
      await press()
      await waitFor(() => expect(note().textContent).toBe(orderAgainMessages.ta.failed))
      expect(cartStore.get().map((l) => [l._id, l.qty])).toEqual([['5', 3]])
    })
  }
})
