import type { Locale } from '@contract/locale'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { lineFor } from '../../web/src/shared/cart/cart-rules'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { productAt } from './catalogue-fixtures'
import { ENQUIRY_ID as ID, placedEnquiry, resetBetweenTests, showThanks } from './kit'

// The thank-you page's "Send my enquiry on WhatsApp": to the shop's own number, with the facts the
// server answered for this enquiry.

resetBetweenTests()
afterEach(() => cartStore.clear())

const show = (locale: Locale, whatsappPhone?: string) =>
  showThanks(placedEnquiry, locale, whatsappPhone).map((c) => c.url)

const textOf = (href: string) => decodeURIComponent(href.split('?text=')[1] ?? '')

describe('the thank-you page sends the enquiry to the shop on WhatsApp', () => {
  it("in English: to the shop's number, with the server's enquiry number, total and bill link, not the cart's", async () => {
    // A cart still in the browser says something else: the message must not take from it.
    cartStore.replace([lineFor(productAt('9', 200, 99), 1)])
    const asked = show('en')
    const link = await screen.findByRole('link', { name: 'Send my enquiry on WhatsApp' })
    const href = link.getAttribute('href') ?? ''
    expect(href.startsWith('https://wa.me/919000000000?text=')).toBe(true)
    expect(textOf(href)).toBe(
      `Vanakkam, I have sent enquiry ENQ-00042 for ₹3,250.50. Bill: ${window.location.origin}/print?id=${ID}`,
    )
    expect(asked.some((u) => u.includes(`order/public/get/${ID}`))).toBe(true)
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('in Tamil: the Tamil words and the Tamil bill link', async () => {
    show('ta')
    const link = await screen.findByRole('link', { name: 'என் விசாரணையை WhatsApp-இல் அனுப்பு' })
    expect(textOf(link.getAttribute('href') ?? '')).toBe(
      `வணக்கம், நான் ₹3,250.50 மதிப்பிலான விசாரணை ENQ-00042 அனுப்பியுள்ளேன். பில்: ${window.location.origin}/ta/print?id=${ID}`,
    )
  })

  it('the message names no buyer, mobile, address or access code', async () => {
    show('en')
    const link = await screen.findByRole('link', { name: 'Send my enquiry on WhatsApp' })
    const text = textOf(link.getAttribute('href') ?? '')
    expect(text).not.toMatch(/[0-9]{10}/)
    expect(text).not.toContain('K7M4')
    expect(text.split(' ').length).toBeLessThan(16)
  })

  it('a shop without a WhatsApp number shows no such button', async () => {
    show('en', '')
    await screen.findByText('Thank you! Your enquiry is placed.')
    expect(screen.queryByRole('link', { name: 'Send my enquiry on WhatsApp' })).toBeNull()
  })
})
