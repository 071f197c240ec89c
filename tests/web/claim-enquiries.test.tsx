import type { ClaimableEnquiries } from '@contract/accounts'
import type { Locale } from '@contract/locale'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ClaimEnquiries } from '../../web/src/features/accounts/claim-enquiries'
import { LocaleProvider } from '../../web/src/lib/i18n'

const TWO: ClaimableEnquiries = {
  count: 2,
  enquiries: [
    { enquiry_number: 'ENQ-00012', created_at: '20/10/2026 12:00 PM', net_amount: 2703 },
    { enquiry_number: 'ENQ-00015', created_at: '21/10/2026 09:30 AM', net_amount: 3100 },
  ],
}

// The server's side: what is offered, until the buyer adds them.
const serve = (offered: ClaimableEnquiries) => {
  const posts: string[] = []
  let claimed = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toContain('account/claim-enquiries')
      if (init?.method === 'POST') {
        posts.push(url)
        claimed = true
        return new Response(JSON.stringify({ data: { claimed: offered.count, enquiry_numbers: [] } }))
      }
      return new Response(JSON.stringify({ data: claimed ? { count: 0, enquiries: [] } : offered }))
    }),
  )
  return posts
}

const renderIn = (locale: Locale) =>
  render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClaimEnquiries sub="sub-1" onAuthLost={() => {}} />
      </QueryClientProvider>
    </LocaleProvider>,
  )

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('enquiries sent while signed out, on the profile', () => {
  it('names them and adds them with one press, then the offer goes away', async () => {
    const posts = serve(TWO)
    renderIn('en')
    expect(
      await screen.findByText('2 enquiries were sent with your mobile number while signed out.'),
    ).toBeTruthy()
    expect(screen.getByText('ENQ-00012')).toBeTruthy()
    expect(screen.getByText('ENQ-00015')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add them to my account' })))
    await waitFor(() => expect(posts).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add them to my account' })).toBeNull())
  })

  it('says it in Tamil on a Tamil page', async () => {
    serve({ count: 1, enquiries: TWO.enquiries.slice(0, 1) })
    renderIn('ta')
    expect(await screen.findByText('உங்கள் கைப்பேசி எண்ணுடன், உள்நுழையாமல் 1 விசாரணை அனுப்பப்பட்டுள்ளது.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'அவற்றை என் கணக்கில் சேர்' })).toBeTruthy()
  })

  it('shows nothing when there is nothing to add', async () => {
    serve({ count: 0, enquiries: [] })
    const { container } = renderIn('en')
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
    expect(container.textContent).toBe('')
  })
})
