import { describe, expect, it } from 'vitest'
import { loadContent } from '../../web/build/content'
import { withLiveSettings } from '../../web/src/features/content/live-settings'
import { mailtoHref, mapHref, telHref, whatsappHref } from '../../worker/contract/contact-links'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { toPublicSettings } from '../../worker/contract/settings-rules'

const contactUs = loadContent('content').find((p) => p.slug === 'contact-us')!

describe('contact links', () => {
  it('a phone number typed any way the seller likes dials +91 and its ten digits', () => {
    expect(telHref('+91 90000 00000')).toBe('tel:+919000000000')
    expect(telHref('90000-00000')).toBe('tel:+919000000000')
    expect(telHref('09000000000')).toBe('tel:+919000000000')
    expect(telHref('919000000000')).toBe('tel:+919000000000')
    expect(telHref('(04562) 123 4567')).toBe('tel:045621234567')
    expect(telHref('')).toBe('')
  })

  it('an e-mail address becomes mailto:, anything else no link', () => {
    expect(mailtoHref(' enquiry@example.in ')).toBe('mailto:enquiry@example.in')
    expect(mailtoHref('not an address')).toBe('')
  })

  it("the map link is the seller's https link, or a maps search for the store's address", () => {
    expect(mapHref({ map_link: 'https://maps.app.goo.gl/abc', store_address: 'x' })).toBe(
      'https://maps.app.goo.gl/abc',
    )
    expect(
      mapHref({ map_link: 'Placeholder: a map link', store_address: '12, Car Street, Sivakasi 626123' }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=12%2C%20Car%20Street%2C%20Sivakasi%20626123')
    // A link that would break out of the attribute, or a script URL, is never used as it is.
    expect(mapHref({ map_link: 'javascript:alert(1)', store_address: '' })).toBe('')
    expect(mapHref({ map_link: 'https://x" onclick="y', store_address: 'Sivakasi' })).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    )
  })

  it('a WhatsApp number opens a chat with its country code', () => {
    expect(whatsappHref('919000000000')).toBe('https://wa.me/919000000000')
    expect(whatsappHref('90000 00000')).toBe('https://wa.me/919000000000')
  })
})

describe('Contact Us page', () => {
  it('the built page has the phone, e-mail and map as links, still marked for the live settings', () => {
    expect(contactUs.html).toContain(
      '<span data-setting="support_phone"><a href="tel:+919000000000">+91 90000 00000</a></span>',
    )
    expect(contactUs.html).toContain(
      '<span data-setting="support_email"><a href="mailto:enquiry@example.in">enquiry@example.in</a></span>',
    )
    expect(contactUs.html).toMatch(
      /<span data-setting="map_link"><a href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=Placeholder%20address%2C%20Sivakasi[^"]*" target="_blank" rel="noopener noreferrer">Open our store in Maps<\/a><\/span>/,
    )
    expect(contactUs.html).not.toMatch(/<iframe|<script/)
  })

  it("the page shows the seller's current phone, e-mail and map link once the settings arrive", () => {
    const settings = toPublicSettings(defaultSettings)
    const html = withLiveSettings(
      contactUs.html,
      {
        ...settings,
        contact: {
          ...settings.contact,
          support_phone: '94432 12345',
          support_email: 'shop@sivakasi.example',
          map_link: 'https://maps.app.goo.gl/shop',
        },
      },
      'en',
    )
    expect(html).toContain('<a href="tel:+919443212345">94432 12345</a>')
    expect(html).toContain('<a href="mailto:shop@sivakasi.example">shop@sivakasi.example</a>')
    expect(html).toContain('<a href="https://maps.app.goo.gl/shop" target="_blank"')
    expect(html).not.toContain('tel:+919000000000')
    // Refreshing twice finds the same spans again: the link inside does not end them early.
    expect(withLiveSettings(html, settings, 'en')).toBe(withLiveSettings(contactUs.html, settings, 'en'))
  })
})

describe('Contact Us page in Tamil', () => {
  const tamil = loadContent('content/ta', 'content/ta', 'ta')
  const settings = toPublicSettings(defaultSettings)

  it('the map link reads in Tamil, built and refreshed alike', () => {
    const page = tamil.find((p) => p.slug === 'contact-us')!
    expect(page.html).toContain('>எங்கள் கடையை வரைபடத்தில் பார்க்க</a>')
    expect(page.html).not.toContain('Open our store in Maps')
    expect(withLiveSettings(page.html, settings, 'ta')).toBe(page.html)
  })

  it('the minimum order amounts carry the ₹ sign, not "Rs."', () => {
    const faq = tamil.find((p) => p.slug === 'faq')!
    expect(faq.html).toContain('₹2,500')
    expect(faq.html).not.toMatch(/Rs\./)
    expect(withLiveSettings(faq.html, settings, 'ta')).toBe(faq.html)
  })
})
