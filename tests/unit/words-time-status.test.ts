import { describe, expect, it } from 'vitest'
import { afterDiscount, formatRupees } from '../../worker/contract/money'
import {
  canMoveOrder,
  dispatched,
  moneyIn,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
} from '../../worker/contract/order-status'
import { matchPin, minimumOrderMessage } from '../../worker/contract/settings-rules'
import { formatIndiaDateTime } from '../../worker/lib/time'
import { amountInWords } from '../../worker/lib/words'

describe('amount in words', () => {
  it('writes rupees in the Indian system up to nine digits', () => {
    expect(amountInWords(250_000)).toBe('Two Thousand Five Hundred Rupees Only')
    expect(amountInWords(12_345_678_950)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees And Fifty Paise Only',
    )
    expect(amountInWords(99_999_999_900)).toContain('Ninety Nine Crore')
  })
  it("answers 'overflow' past nine digits of rupees", () => {
    expect(amountInWords(100_000_000_000)).toBe('overflow')
  })
})

describe('money and time', () => {
  it('rounds discounted prices half up to the paisa', () => {
    expect(afterDiscount(4_999, 80)).toBe(1000) // 999.8 paise
    // Exactly half a paisa goes up, never to the even paisa nor cut off.
    expect(afterDiscount(12_345, 10)).toBe(11_111) // 11,110.5 paise
    expect(afterDiscount(1_005, 50)).toBe(503) // 502.5 paise
    expect(afterDiscount(9_995, 70)).toBe(2_999) // 2,998.5 paise: the demo price list's CM06
    expect(afterDiscount(25_000, 0)).toBe(25_000)
    expect(formatRupees(250_000)).toBe('Rs. 2,500')
    // Tamil writes the rupee sign with Indian digit grouping, as every Tamil page does.
    expect(formatRupees(1_180_000, 'ta')).toBe('₹11,800')
    expect(formatRupees(12_345_650, 'ta')).toBe('₹1,23,456.50')
    expect(minimumOrderMessage(2500)).toBe('Minimum order value should not under Rs. 2,500./-')
  })
  it('shows enquiry times in India time as dd/MM/yyyy hh:mm aa', () => {
    expect(formatIndiaDateTime(Date.parse('2026-11-08T18:45:00Z'))).toBe('09/11/2026 12:15 AM')
    expect(formatIndiaDateTime(Date.parse('2026-11-08T08:05:00Z'))).toBe('08/11/2026 01:35 PM')
  })
  it('matches the longest PIN prefix', () => {
    const areas = [
      { name: 'wide', pin_prefixes: ['6'] },
      { name: 'narrow', pin_prefixes: ['6260'] },
    ]
    expect(matchPin('626001', areas)?.name).toBe('narrow')
    expect(matchPin('600001', areas)?.name).toBe('wide')
    expect(matchPin('400001', areas)).toBeUndefined()
  })
})

describe('enquiry status lifecycle', () => {
  it('moves forward one step at a time and cancels only before dispatch', () => {
    expect(canMoveOrder('ENQUIRY_RECEIVED', 'CONFIRMED')).toBe(true)
    expect(canMoveOrder('ENQUIRY_RECEIVED', 'DISPATCHED')).toBe(false)
    expect(canMoveOrder('PACKED', 'CANCELLED')).toBe(true)
    expect(canMoveOrder('DISPATCHED', 'CANCELLED')).toBe(false)
    expect(canMoveOrder('DELIVERED', 'CONFIRMED')).toBe(false)
    for (const s of ORDER_STATUSES)
      for (const next of ORDER_STATUS_TRANSITIONS[s]) expect(ORDER_STATUSES).toContain(next)
  })

  it('has the money in from Payment received on, and the parcel gone from Dispatched on; never once cancelled', () => {
    expect(ORDER_STATUSES.filter(moneyIn)).toEqual([
      'PAYMENT_RECEIVED',
      'PACKED',
      'DISPATCHED',
      'ARRIVED',
      'COLLECTED',
      'DELIVERED',
    ])
    expect(ORDER_STATUSES.filter(dispatched)).toEqual(['DISPATCHED', 'ARRIVED', 'COLLECTED', 'DELIVERED'])
  })
})
