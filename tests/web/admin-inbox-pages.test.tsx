import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, list, ORDER_ID, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

describe("seller's console access", () => {
  it('sends a visitor who is not signed in to sign in, to come back to admin', async () => {
    fakeApi({})
    renderAt('/admin')
    expect((await screen.findByTestId('where')).textContent).toBe('/signin?redirect_url=admin')
  })

  it("tells a buyer 'This page is for the seller only.' without asking the server", async () => {
    const calls = fakeApi({})
    signIn(['user'])
    renderAt('/admin/settings')
    expect((await screen.findByRole('alert')).textContent).toBe('This page is for the seller only.')
    expect(calls).toEqual([])
  })

  it('shows the seller-only message when the server answers 403', async () => {
    fakeApi({ 'GET admin/orders': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'no' } } } })
    signIn(['admin'])
    renderAt('/admin')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This page is for the seller only.'),
    )
    expect(screen.queryByRole('navigation', { name: "Seller's console" })).toBeNull()
  })

  it('signs out and goes to sign-in when the server answers 401', async () => {
    fakeApi({
      'GET admin/orders': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
    })
    signIn(['admin'])
    renderAt('/admin')
    expect((await screen.findByTestId('where')).textContent).toBe('/signin?redirect_url=admin')
    expect(localStorage.getItem('public_token')).toBeNull()
  })
})

describe('enquiry inbox', () => {
  it('lists enquiries with the token and opens each one', async () => {
    const calls = fakeApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    renderAt('/admin')
    const link = await screen.findByRole('link', { name: 'ENQ-00042' })
    expect(link.getAttribute('href')).toBe(`/admin/order?id=${ORDER_ID}`)
    expect(screen.getByText('Lakshmi R')).toBeTruthy()
    expect(screen.getByText('₹3,250.50')).toBeTruthy()
    expect(calls[0]?.headers['x-auth-token']).toBe('tok-admin')
    for (const name of ['Enquiries', 'Catalogue', 'Import / export', 'Settings'])
      expect(screen.getByRole('link', { name })).toBeTruthy()
  })

  it("shows a quoted enquiry's quote total in place of the estimate", async () => {
    const quoted = { ...list.orders[0]!, quote_total: 4012.8, order_status: 'QUOTED' as const }
    fakeApi({ 'GET admin/orders': { body: { data: { ...list, orders: [quoted] } } } })
    signIn(['admin'])
    renderAt('/admin')
    await screen.findByRole('link', { name: 'ENQ-00042' })
    expect(screen.getByText('₹4,012.80').parentElement?.textContent).toBe('₹4,012.80 quoted')
    expect(screen.queryByText('₹3,250.50')).toBeNull()
  })

  it('keeps the filters in the address', async () => {
    const calls = fakeApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    const router = renderAt('/admin?q=ENQ-00042')
    expect(((await screen.findByLabelText('Enquiry number or mobile')) as HTMLInputElement).value).toBe(
      'ENQ-00042',
    )
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'PACKED' } })
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-10-01' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=PACKED&from=2026-10-01&q=ENQ-00042'),
    )
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('admin/orders?status=PACKED&from=2026-10-01&q=ENQ-00042'),
    )
  })

  it('says how old the list is when the phone answered it from the kept inbox, first on the page', async () => {
    const keptAt = new Date(Date.now() - 5 * 60_000).toISOString()
    fakeApi({
      'GET admin/orders': new Response(JSON.stringify({ data: list }), {
        headers: { 'Content-Type': 'application/json', 'x-console-kept-at': keptAt },
      }),
    })
    signIn(['admin'])
    renderAt('/admin')
    await screen.findByRole('link', { name: 'ENQ-00042' })
    const notice = screen.getByRole('status')
    expect(notice.textContent).toMatch(
      /^No signal: this is the inbox as it was at \d\d:\d\d (today|yesterday)\. It will refresh when the signal is back\.$/,
    )
    // Above the alerts switch and the filters, where a phone shows it without scrolling.
    expect(notice.compareDocumentPosition(screen.getByLabelText('Enquiry number or mobile'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })

  it('reads the list again when the signal is back, and the notice goes', async () => {
    const kept = new Response(JSON.stringify({ data: list }), {
      headers: { 'Content-Type': 'application/json', 'x-console-kept-at': new Date().toISOString() },
    })
    const calls = fakeApi({ 'GET admin/orders': [kept, { body: { data: list } }] })
    signIn(['admin'])
    renderAt('/admin')
    await screen.findByRole('status')
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(calls.filter((c) => c.path === 'admin/orders')).toHaveLength(2)
  })

  it('says nothing of a kept inbox when the list came from the server', async () => {
    fakeApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    renderAt('/admin')
    await screen.findByRole('link', { name: 'ENQ-00042' })
    expect(screen.queryByText(/No signal/)).toBeNull()
  })

  it('refuses a "to" date before the "from" date', async () => {
    fakeApi({ 'GET admin/orders': { body: { data: list } } })
    signIn(['admin'])
    renderAt('/admin')
    fireEvent.change(await screen.findByLabelText('From date'), { target: { value: '2026-10-10' } })
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-10-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('The "to" date is before the "from" date')).toBeTruthy()
  })
})
