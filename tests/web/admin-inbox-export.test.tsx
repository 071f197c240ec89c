import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Call, fakeApi, list, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

// The console's token travels in a header, so the CSV is fetched and saved from memory; the
// file goes out under the name the server gave it.
const withExport = (reply: (call: Call) => Response) => {
  const calls = fakeApi({ 'GET admin/orders': { body: { data: list } }, 'GET admin/orders/export': reply })
  const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  const saved: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  return { calls, made, saved }
}

const csv = (name: string) =>
  new Response('\uFEFFEnquiry\r\nENQ-00042', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  })

describe('exporting the enquiries from the inbox', () => {
  it("downloads enquiries and lines with the token and the list's filters, every page", async () => {
    const { calls, made, saved } = withExport((c) =>
      csv(c.path.includes('kind=lines') ? 'enquiry-lines-2026-10-20.csv' : 'enquiries-2026-10-20.csv'),
    )
    signIn(['admin'])
    renderAt('/admin?status=PACKED&from=2026-10-01&q=98765&page=2')
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Export enquiries (CSV)' })),
    )
    await waitFor(() => expect(saved).toEqual(['enquiries-2026-10-20.csv']))
    const first = calls.find((c) => c.path.startsWith('admin/orders/export'))
    expect(first?.path).toBe('admin/orders/export?status=PACKED&from=2026-10-01&q=98765&kind=enquiries')
    expect(first?.headers['x-auth-token']).toBe('tok-admin')
    expect(made).toHaveBeenCalledTimes(1)

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export lines (CSV)' })))
    await waitFor(() => expect(saved).toEqual(['enquiries-2026-10-20.csv', 'enquiry-lines-2026-10-20.csv']))
    expect(calls.at(-1)?.path).toBe('admin/orders/export?status=PACKED&from=2026-10-01&q=98765&kind=lines')
  })

  it('shows the busy state while the file is made, and the reason when the server refuses', async () => {
    let answer: (r: Response) => void = () => {}
    const { saved } = withExport(() => new Promise<Response>((resolve) => (answer = resolve)) as never)
    signIn(['admin'])
    renderAt('/admin?from=2026-10-12&to=2026-10-11')
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Export lines (CSV)' })))
    const busy = await screen.findByRole('button', { name: 'Preparing…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(
      (screen.getByRole('button', { name: 'Export enquiries (CSV)' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await act(async () =>
      answer(
        new Response(
          JSON.stringify({
            error: { code: 'VALIDATION_FAILED', message: 'from must not be after to', requestId: 'r' },
          }),
          { status: 400 },
        ),
      ),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be made: from must not be after to',
    )
    expect((screen.getByRole('button', { name: 'Export lines (CSV)' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    expect(saved).toEqual([])
  })
})
