import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { detail, fakeApi, ORDER_ID, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

const dispatched = detail({
  order_status: 'DISPATCHED',
  order_status_label: 'Dispatched',
  allowed_next: ['DELIVERED'],
})

describe('enquiry detail', () => {
  it('offers the next statuses and sends the chosen one with the note', async () => {
    let current = detail()
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: () => ({ body: { data: current } }),
      [`POST admin/orders/${ORDER_ID}/status`]: () => {
        current = detail({ order_status: 'CONFIRMED', order_status_label: 'Confirmed' })
        return { body: { data: current } }
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    await screen.findByRole('heading', { name: 'ENQ-00042' })
    // The buyer's access code, to read out to a buyer who calls without their link.
    expect(screen.getByText('K7M4-P9QX').parentElement?.textContent).toMatch(/^Access code K7M4-P9QX/)
    expect(screen.getByRole('button', { name: 'Cancel enquiry' })).toBeTruthy()
    const wa = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? ''
    expect(wa.startsWith('https://wa.me/919876543210?text=Vanakkam%20Lakshmi%20R')).toBe(true)
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+919876543210')
    expect(screen.getByRole('link', { name: /Print bill/ }).getAttribute('href')).toBe(
      `/print?id=${ORDER_ID}`,
    )
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: 'Called, confirmed GST' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      to: 'CONFIRMED',
      note: 'Called, confirmed GST',
    })
  })

  it('refuses a .gif LR photo in the browser with a message', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: dispatched } },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const input = (await screen.findByLabelText('LR photo')) as HTMLInputElement
    const gif = new File(['GIF89a'], 'lr.gif', { type: 'image/gif' })
    fireEvent.change(input, { target: { files: [gif] } })
    expect(await screen.findByText('Choose a JPEG, PNG or WebP photo')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Upload LR photo' }))
    expect(await screen.findByText('LR number is required')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('uploads the LR photo as a form and shows the server’s message on failure', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: dispatched } },
      [`POST admin/orders/${ORDER_ID}/lr`]: {
        status: 415,
        body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPEG, PNG or WebP photos' } },
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const input = (await screen.findByLabelText('LR photo')) as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['x'], 'lr.jpg', { type: 'image/jpeg' })] } })
    fireEvent.change(screen.getByLabelText('LR number'), { target: { value: 'LR-778' } })
    fireEvent.change(screen.getByLabelText('Transporter'), { target: { value: 'KPN Parcel' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload LR photo' })))
    expect(await screen.findByText('Only JPEG, PNG or WebP photos')).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.body).toBeInstanceOf(FormData)
    const form = post?.body as FormData
    expect(form.get('lr_number')).toBe('LR-778')
    expect(form.get('transporter')).toBe('KPN Parcel')
    expect((form.get('photo') as File).name).toBe('lr.jpg')
    expect(post?.headers['x-auth-token']).toBe('tok-admin')
  })
})
