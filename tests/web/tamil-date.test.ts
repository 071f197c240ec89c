import { describe, expect, it } from 'vitest'
import { enquiryTimeText } from '../../web/src/features/checkout/enquiry-time'
import { contentMessages } from '../../web/src/features/content/content.messages'
import { messagesIn } from '../../web/src/lib/i18n'
import { orderDate } from '../../web/src/shared/orders/order-date'

describe('dates on Tamil pages', () => {
  it("an information page's last update reads as a Tamil date; the English page keeps its own", () => {
    expect(messagesIn(contentMessages, 'ta').lastUpdated('2026-11-01')).toBe(
      'கடைசியாகப் புதுப்பித்தது: 1 நவம்பர் 2026',
    )
    expect(messagesIn(contentMessages, 'en').lastUpdated('2026-11-01')).toBe('Last updated 2026-11-01')
  })

  it('an enquiry time in Tamil names the part of the day, not AM or PM', () => {
    expect(enquiryTimeText('23/11/2026 05:35 PM', 'ta')).toBe('23 நவம்பர் 2026, மாலை 5:35')
    expect(enquiryTimeText('01/01/2027 12:05 AM', 'ta')).toBe('1 ஜனவரி 2027, இரவு 12:05')
    expect(enquiryTimeText('23/11/2026 05:35 PM', 'en')).toBe('23/11/2026 05:35 PM')
  })

  it("an order's date in Tamil is India time in Tamil words, whatever the phone's zone", () => {
    const row = { order_date: '09/11/2026 12:15 AM', order_at: '2026-11-08T18:45:00.000Z' }
    expect(orderDate(row, 'ta')).toBe('9 நவம்பர் 2026, இரவு 12:15')
    expect(orderDate(row, 'en')).toBe('09/11/2026 12:15 AM')
    expect(orderDate({ order_date: '09/11/2026 12:15 AM' }, 'ta')).toBe('09/11/2026 12:15 AM')
  })
})
