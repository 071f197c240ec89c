import { describe, expect, it } from 'vitest'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { type EnquiryLine, orderAgain } from '../../web/src/shared/cart/order-again-rules'
import { productAt } from './catalogue-fixtures'

// Today's catalogue: a sparkler whose price went up since the enquiry, a rocket, and a flower pot
// now sold out. Product 9 (in the old enquiry) is no longer sold.
const sparkler = productAt('1', 50, 10)
const rocket = productAt('2', 250.5, 62.63)
const flowerPot = productAt('3', 120, 30, { is_sold_out: 1 })
const today = new Map([sparkler, rocket, flowerPot].map((p) => [p._id, p] as const))

const line = (product_id: string | null, qty: number, name = `Product ${product_id}`): EnquiryLine => ({
  product_id,
  product_name: name,
  tamil_name: `${name} (த)`,
  qty,
})

describe('order again', () => {
  it('puts every line still sold into an empty cart at today’s price and the quantity sent', () => {
    const r = orderAgain([line('1', 12), line('2', 3)], today, [])
    expect(r.lines.map((l) => [l._id, l.qty, l.price, l.sub_total])).toEqual([
      ['1', 12, 10, 120],
      ['2', 3, 62.63, 187.89],
    ])
    expect(r).toMatchObject({ added: 2, already: 0, notes: [] })
  })

  it('leaves out a sold-out line and names it, with the quantity the enquiry had', () => {
    const r = orderAgain([line('1', 5), line('3', 20, 'Flower Pot Big')], today, [])
    expect(r.lines.map((l) => l._id)).toEqual(['1'])
    expect(r.added).toBe(1)
    expect(r.notes).toEqual([
      { kind: 'sold-out', product_name: 'Flower Pot Big', tamil_name: 'Flower Pot Big (த)', qty: 20 },
    ])
  })

  it('leaves out a product no longer in the catalogue (hidden, deleted, or deleted from the bill) and names it', () => {
    const r = orderAgain(
      [line('9', 2, 'Old Bomb'), line(null, 4, 'Deleted Chakkar'), line('2', 1)],
      today,
      [],
    )
    expect(r.lines.map((l) => l._id)).toEqual(['2'])
    expect(r.notes.map((n) => [n.kind, n.product_name])).toEqual([
      ['gone', 'Old Bomb'],
      ['gone', 'Deleted Chakkar'],
    ])
  })

  it('never rounds a quantity today’s rule refuses: the line is left out and named', () => {
    const r = orderAgain([line('1', 12_000), line('2', 0), line('1', 2.5)], today, [])
    expect(r.lines).toEqual([])
    expect(r.added).toBe(0)
    expect(r.notes.map((n) => [n.kind, n.qty])).toEqual([
      ['quantity', 12_000],
      ['quantity', 0],
      ['quantity', 2.5],
    ])
  })

  it('keeps the cart’s own lines and quantities, adds after them, and names a product whose quantity differs', () => {
    const cart = [lineFor(rocket, 7), lineFor(productAt('5', 10, 5), 1)]
    const r = orderAgain([line('2', 3, 'Rocket'), line('1', 4)], today, cart)
    expect(r.lines.map((l) => [l._id, l.qty])).toEqual([
      ['2', 7],
      ['5', 1],
      ['1', 4],
    ])
    expect(r).toMatchObject({ added: 1, already: 0 })
    expect(r.notes).toEqual([
      { kind: 'in-cart', product_name: 'Rocket', tamil_name: 'Rocket (த)', qty: 3, cart_qty: 7 },
    ])
  })

  it('says nothing of a product already in the cart at the same quantity, and counts it apart from those added', () => {
    const cart = [lineFor(rocket, 3)]
    const r = orderAgain([line('2', 3)], today, cart)
    expect(r.lines).toEqual(cart)
    expect(r).toMatchObject({ added: 0, already: 1, notes: [] })
  })

  it('adds nothing when every line is sold out or gone, leaving the cart as it was', () => {
    const cart = [lineFor(sparkler, 2)]
    const r = orderAgain([line('3', 5), line('9', 1)], today, cart)
    expect(r.lines).toEqual(cart)
    expect(r.added).toBe(0)
    expect(r.notes.map((n) => n.kind)).toEqual(['sold-out', 'gone'])
  })

  it('does not change the cart it was given', () => {
    const cart = [lineFor(sparkler, 2)]
    orderAgain([line('2', 1)], today, cart)
    expect(cart.map((l) => l._id)).toEqual(['1'])
  })
})
