import type { WhatsappMessage } from '@contract/whatsapp'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { detail, fakeApi, ORDER_ID, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

const TA_TEXT = 'வணக்கம் Lakshmi R, ENQ-00042-க்கான உங்கள் பார்சல் KPN மூலம் Madurai அலுவலகத்துக்கு அனுப்பப்பட்டது'
const answer = (moment: WhatsappMessage['moment'], text: string, locale: 'en' | 'ta' = 'ta') => ({
  body: {
    data: {
      moment,
      locale,
      text,
      href: `https://wa.me/919876543210?text=${encodeURIComponent(text)}`,
    } satisfies WhatsappMessage,
  },
})

const textOf = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href')?.split('?text=')[1] ?? '')

describe("the enquiry page's one-tap WhatsApp message", () => {
  it('after the seller marks it dispatched, offers the server-filled message in the buyer language', async () => {
    let current = detail({
      order_status: 'PACKED',
      order_status_label: 'Packed',
      allowed_next: ['DISPATCHED', 'CANCELLED'],
      locale: 'ta',
    })
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: () => ({ body: { data: current } }),
      [`POST admin/orders/${ORDER_ID}/status`]: () => {
        current = {
          ...current,
          order_status: 'DISPATCHED',
          order_status_label: 'Dispatched',
          allowed_next: [],
        }
        return { body: { data: current } }
      },
      [`GET admin/orders/${ORDER_ID}/whatsapp`]: answer('dispatched', TA_TEXT),
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    await screen.findByRole('heading', { name: 'ENQ-00042' })
    // Packed has no draft of its own: the free draft opens, in the buyer's language, and nothing is
    // asked of the server.
    expect(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/919876543210\\?text=${encodeURIComponent('வணக்கம்')}`),
    )
    expect(calls.some((c) => c.path.includes('/whatsapp'))).toBe(false)

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark dispatched' })))
    const send = await screen.findByRole('link', { name: /Send on WhatsApp/ })
    expect(send.getAttribute('href')).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(TA_TEXT)}`)
    expect(send.getAttribute('target')).toBe('_blank')
    const asked = calls.find((c) => c.path.includes('/whatsapp'))
    expect(asked?.path).toBe(`admin/orders/${ORDER_ID}/whatsapp?moment=dispatched`)
    expect(asked?.headers['x-auth-token']).toBe('tok-admin')
    expect(screen.getByText('Dispatched message, in Tamil')).toBeTruthy()
    expect(screen.getByText(TA_TEXT)).toBeTruthy()
  })

  it('asks for the moment of each status: quote sent, payment received, arrived', async () => {
    for (const [status, moment] of [
      ['QUOTED', 'quote_sent'],
      ['PAYMENT_RECEIVED', 'payment_received'],
      ['ARRIVED', 'arrived'],
    ] as const) {
      const calls = fakeApi({
        [`GET admin/orders/${ORDER_ID}`]: {
          body: { data: detail({ order_status: status, allowed_next: [] }) },
        },
        [`GET admin/orders/${ORDER_ID}/whatsapp`]: answer(moment, `text for ${moment}`, 'en'),
      })
      signIn(['admin'])
      const view = renderAt(`/admin/order?id=${ORDER_ID}`)
      const send = await screen.findByRole('link', { name: /Send on WhatsApp/ })
      expect(decodeURIComponent(send.getAttribute('href')?.split('?text=')[1] ?? '')).toBe(
        `text for ${moment}`,
      )
      expect(calls.find((c) => c.path.includes('/whatsapp'))?.path).toContain(`moment=${moment}`)
      view.dispose()
      cleanup()
    }
  })

  it('after Arrived, offers one Send on WhatsApp (the arrival) and the earlier drafts under More messages', async () => {
    const step = (to_status: 'QUOTED' | 'PAYMENT_RECEIVED' | 'DISPATCHED' | 'ARRIVED') => ({
      from_status: null,
      to_status,
      to_status_label: to_status,
      note: null,
      actor: 'admin',
      at: '21/10/2026 10:15 AM',
    })
    const base = detail()
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: {
        body: {
          data: detail({
            order_status: 'ARRIVED',
            allowed_next: [],
            history: [
              ...base.history,
              ...(['QUOTED', 'PAYMENT_RECEIVED', 'DISPATCHED', 'ARRIVED'] as const).map(step),
            ],
          }),
        },
      },
      [`GET admin/orders/${ORDER_ID}/whatsapp`]: (c) => {
        const moment = new URLSearchParams(c.path.split('?')[1]).get('moment') as WhatsappMessage['moment']
        return answer(moment, moment === 'quote_sent' ? 'your quote is ready' : `text for ${moment}`, 'en')
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const send = await screen.findByRole('link', { name: /Send on WhatsApp/ })
    expect(screen.getAllByRole('link', { name: /Send on WhatsApp/ })).toHaveLength(1)
    expect(textOf(send)).toBe('text for arrived')
    // The earlier drafts are asked for only once the seller opens the list.
    expect(calls.filter((c) => c.path.includes('/whatsapp')).map((c) => c.path)).toEqual([
      `admin/orders/${ORDER_ID}/whatsapp?moment=arrived`,
    ])
    const more = screen.getByText('More messages').closest('details')!
    more.open = true
    await act(async () => fireEvent(more, new Event('toggle')))
    const names = ['Dispatched', 'Payment received', 'Quote sent'].map(
      (label) => `${label} message on WhatsApp to Lakshmi R (opens in a new tab)`,
    )
    const links = await Promise.all(names.map((name) => within(more).findByRole('link', { name })))
    expect(links.map(textOf)).toEqual([
      'text for dispatched',
      'text for payment_received',
      'your quote is ready',
    ])
  })

  it('when the server cannot fill the message, the free draft still opens WhatsApp', async () => {
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: {
        body: { data: detail({ order_status: 'QUOTED', allowed_next: [] }) },
      },
      [`GET admin/orders/${ORDER_ID}/whatsapp`]: {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Busy' } },
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const link = await screen.findByRole('link', { name: /^WhatsApp/ })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Vanakkam%20Lakshmi%20R/)
  })
})

describe('the WhatsApp drafts in settings', () => {
  it('edits the eight drafts, previews them, and saves them with the rest of the settings', async () => {
    const calls = fakeApi({
      'GET admin/settings': { body: { data: defaultSettings } },
      'PUT admin/settings': (c) => ({ body: { data: c.body } }),
    })
    signIn(['admin'])
    renderAt('/admin/settings')
    const section = (await screen.findByRole('heading', { name: 'WhatsApp messages' })).closest('section')!
    expect(within(section).getAllByRole('textbox')).toHaveLength(8)
    expect(within(section).getByText('{free_days}')).toBeTruthy()
    const tamil = within(section).getByLabelText('Arrived at branch, Tamil') as HTMLTextAreaElement
    expect(tamil.value).toBe(defaultSettings.whatsapp.ta.arrived)
    fireEvent.change(tamil, { target: { value: 'வணக்கம் {name}, {branch} வந்துவிட்டது: {link}' } })
    expect(screen.getByTestId('preview-ta-arrived').textContent).toBe(
      `வணக்கம் Meena, Chennai வந்துவிட்டது: ${window.location.origin}/ta/transport?id=sample-enquiry-id`,
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const sent = calls.find((c) => c.method === 'PUT')?.body as typeof defaultSettings
    expect(sent.whatsapp.ta.arrived).toBe('வணக்கம் {name}, {branch} வந்துவிட்டது: {link}')
    expect(sent.whatsapp.en).toEqual(defaultSettings.whatsapp.en)
    expect(sent.transport).toEqual(defaultSettings.transport)
  })

  it('a misspelt token is shown under the draft and nothing is sent', async () => {
    const calls = fakeApi({ 'GET admin/settings': { body: { data: defaultSettings } } })
    signIn(['admin'])
    renderAt('/admin/settings')
    const english = await screen.findByLabelText('Quote sent, English')
    fireEvent.change(english, { target: { value: 'Hi {nmae}, your quote: {link}' } })
    expect(screen.getByText(/Unknown token \{nmae\}: use only the tokens listed above/)).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))
    expect(await screen.findByText(/Unknown token \{nmae\}: use \{name\}/)).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
  })
})
