import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@contract/order-status'
import { describe, expect, it } from 'vitest'
import { filtersFromParams, filtersToParams, STATUS_OPTIONS } from '../../web/src/console/inbox/inbox-rules'
import { telLink, whatsappLink, whatsappMessage } from '../../web/src/console/kit/buyer-contact'
import {
  checkLrPhoto,
  LR_PHOTO_SIZE_MESSAGE,
  LR_PHOTO_TYPE_MESSAGE,
  validateLr,
} from '../../web/src/console/orders/lr-rules'
import { isOrderId } from '../../web/src/shared/orders/order-id'

const MB = 1024 * 1024
const file = (size: number, type: string) => ({ size, type })

describe('enquiry detail', () => {
  const order = {
    customer_name: ' Lakshmi ',
    customer_mobile_no: '9876543210',
    enquiry_number: 'ENQ-00042',
    order_status: 'CONFIRMED' as const,
    net_amount: 3250.5,
    lr_number: null,
    transporter: null,
    locale: 'en' as const,
  }

  it('opens WhatsApp to +91 and the mobile number with a message naming the enquiry', () => {
    const link = whatsappLink(order)
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true)
    const text = decodeURIComponent(link.split('?text=')[1]!)
    expect(text).toBe(whatsappMessage(order))
    expect(text.startsWith('Vanakkam Lakshmi, about your Sivakasi Crackers enquiry ENQ-00042: ')).toBe(true)
    expect(text).toContain('₹3,250.50')
  })

  it('names the transporter and LR number once dispatched', () => {
    const text = whatsappMessage({
      ...order,
      order_status: 'DISPATCHED',
      lr_number: 'LR-778',
      transporter: 'KPN',
    })
    expect(text).toContain('dispatched by KPN, LR number LR-778')
  })

  it('writes to a buyer who enquired in Tamil in Tamil, at every status', () => {
    for (const order_status of ORDER_STATUSES) {
      const text = whatsappMessage({ ...order, order_status, locale: 'ta' })
      expect(text.startsWith('வணக்கம் Lakshmi, உங்கள் Sivakasi Crackers விசாரணை ENQ-00042 பற்றி: ')).toBe(true)
      // Beyond the names, the enquiry number, LR and UPI, the words are Tamil.
      const rest = text.replace(/Lakshmi|Sivakasi Crackers|ENQ-00042|LR|UPI/g, '')
      expect(rest, order_status).not.toMatch(/[A-Za-z]{3,}/)
    }
  })

  it('a deal confirmed by phone names its amount as before GST, which the tax invoice adds', () => {
    expect(whatsappMessage(order)).toContain('₹3,250.50 plus GST')
    expect(whatsappMessage({ ...order, locale: 'ta' })).toContain('₹3,250.50 + ஜிஎஸ்டி')
  })

  it('calls +91 and the last ten digits', () => {
    expect(telLink('98765 43210')).toBe('tel:+919876543210')
    expect(telLink('+91 98765 43210')).toBe('tel:+919876543210')
  })

  it('asks the server only for an enquiry id of the API’s shape', () => {
    expect(isOrderId('abcdEFGH1234_-xy')).toBe(true)
    for (const id of ['short', 'a'.repeat(41), 'has space in it 12345']) expect(isOrderId(id)).toBe(false)
  })
})

describe('LR photo check', () => {
  it('refuses a 6 MB photo with a message', () => {
    expect(checkLrPhoto(file(6 * MB, 'image/jpeg'))).toBe(LR_PHOTO_SIZE_MESSAGE)
    expect(LR_PHOTO_SIZE_MESSAGE).toBe('The photo must be 5 MB or smaller')
  })

  it('refuses a .gif with a message', () => {
    expect(checkLrPhoto(file(200_000, 'image/gif'))).toBe(LR_PHOTO_TYPE_MESSAGE)
    expect(LR_PHOTO_TYPE_MESSAGE).toBe('Choose a JPEG, PNG or WebP photo')
  })

  it('takes JPEG, PNG and WebP up to exactly 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkLrPhoto(file(5 * MB, type))).toBeUndefined()
    expect(checkLrPhoto(file(5 * MB + 1, 'image/png'))).toBe(LR_PHOTO_SIZE_MESSAGE)
  })

  it('asks for the photo, the LR number and the transporter', () => {
    expect(validateLr({ lr_number: ' ', transporter: '' }, null)).toEqual({
      photo: 'Choose the LR photo',
      lr_number: 'LR number is required',
      transporter: 'Transporter is required',
    })
  })

  it('lets the details be corrected without a new photo once one is uploaded', () => {
    expect(validateLr({ lr_number: 'LR-1', transporter: 'KPN' }, null, true)).toEqual({})
    expect(validateLr({ lr_number: 'LR-1', transporter: 'KPN' }, file(1, 'image/gif'), true)).toEqual({
      photo: LR_PHOTO_TYPE_MESSAGE,
    })
  })

  it('refuses an LR number over 40 or a transporter over 100 characters', () => {
    const png = file(10, 'image/png')
    expect(validateLr({ lr_number: 'LR-1', transporter: 'KPN' }, png)).toEqual({})
    expect(validateLr({ lr_number: 'x'.repeat(41), transporter: 'KPN' }, png)).toEqual({
      lr_number: 'At most 40 characters',
    })
    expect(validateLr({ lr_number: 'LR', transporter: 'y'.repeat(101) }, png)).toEqual({
      transporter: 'At most 100 characters',
    })
  })
})

describe('enquiry inbox filters', () => {
  it('keeps the filters in the address and reads them back', () => {
    const f = { status: 'PACKED' as const, from: '2026-10-01', to: '2026-10-31', q: 'ENQ-00042', page: 3 }
    const params = filtersToParams(f)
    expect(params.toString()).toBe('status=PACKED&from=2026-10-01&to=2026-10-31&q=ENQ-00042&page=3')
    expect(filtersFromParams(params)).toEqual(f)
  })

  it('ignores what the server would refuse', () => {
    expect(filtersFromParams(new URLSearchParams('status=SHIPPED&from=01/10/2026&page=0&q=%20'))).toEqual({
      status: '',
      from: '',
      to: '',
      q: '',
      page: 1,
    })
    expect(filtersFromParams(new URLSearchParams('page=10001')).page).toBe(1)
    expect(filtersFromParams(new URLSearchParams(`q=${'9'.repeat(25)}`)).q).toBe('9'.repeat(20))
    expect(filtersToParams({ status: '', from: '', to: '', q: '', page: 1 }).toString()).toBe('')
  })

  it('offers every status with its label, in lifecycle order', () => {
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual([...ORDER_STATUSES])
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Enquiry received',
      'Quote sent',
      'Quote accepted',
      'Confirmed',
      'Payment submitted',
      'Part paid',
      'Payment received',
      'Packed',
      'Dispatched',
      'Arrived at branch',
      'Collected',
      'Delivered',
      'Cancelled',
    ])
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s]))
  })
})
