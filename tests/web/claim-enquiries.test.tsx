import type { Locale } from '@contract/locale'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ClaimEnquiries } from '../../web/src/features/accounts/claim-enquiries'
import { fail, fakeApi, ok, renderPage, resetBetweenTests } from './kit'

const CODE = 'K7M4P9QX'

// The server's side: how many are left, and one added per right code, read in any case and spacing
// (anything else is a 404, or the day's cap once `closed`).
const serve = (start: number, opts: { closed?: boolean } = {}) => {
  let left = start
  const posts: unknown[] = []
  fakeApi({
    '*': ({ url, method, body }) => {
      expect(url).toContain('account/claim-enquiries')
      if (method !== 'POST') return ok({ count: left })
      posts.push(body)
      if (opts.closed) return fail('RATE_LIMITED', 429, 'Too many wrong access codes today.')
      const { access_code } = body as { access_code: string }
      if (access_code.replace(/[\s-]/g, '').toUpperCase() !== CODE)
        return fail('NOT_FOUND', 404, 'No enquiry sent with your number has this access code.')
      left -= 1
      return ok({ enquiry_number: 'ENQ-00012' })
    },
  })
  return posts
}

const renderIn = (locale: Locale) =>
  renderPage(<ClaimEnquiries sub="sub-1" onAuthLost={() => {}} />, { locale, path: '/profile' })

const typeAndAdd = async (code: string, button = 'Add to my account') => {
  fireEvent.change(await screen.findByLabelText(/Access code|அணுகல் குறியீடு/), { target: { value: code } })
  await act(async () => fireEvent.click(screen.getByRole('button', { name: button })))
}

resetBetweenTests()

describe('enquiries sent while signed out, on the profile', () => {
  it('says how many and adds one by its access code, naming it, and the count goes down', async () => {
    const posts = serve(2)
    renderIn('en')
    expect(
      await screen.findByText(
        '2 enquiries were sent with your number while signed out. To add one to your account, type its access code (on its bill, thank-you page or WhatsApp message).',
      ),
    ).toBeTruthy()
    await typeAndAdd('k7m4-p9qx')
    await waitFor(() => expect(posts).toEqual([{ access_code: 'k7m4-p9qx' }]))
    expect((await screen.findByRole('status')).textContent).toBe(
      'Enquiry ENQ-00012 is added to your account.',
    )
    expect(
      await screen.findByText(
        '1 enquiry was sent with your number while signed out. To add it to your account, type its access code (on its bill, thank-you page or WhatsApp message).',
      ),
    ).toBeTruthy()
  })

  it('shows a wrong code and the day’s cap in the form, and sends nothing that is not a code', async () => {
    const posts = serve(1)
    renderIn('en')
    await typeAndAdd('hello')
    expect(await screen.findByText('Invalid access code')).toBeTruthy()
    expect(posts).toEqual([])

    await typeAndAdd('ABCD-EFGH')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No enquiry sent with your number while signed out has this access code. Please check it and try again.',
    )
    cleanup()
    serve(1, { closed: true })
    renderIn('en')
    await typeAndAdd(CODE)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong access codes today. Please try again tomorrow, or call the shop.',
    )
  })

  it('says it in Tamil on a Tamil page', async () => {
    serve(1)
    renderIn('ta')
    expect(
      await screen.findByText(
        'உங்கள் எண்ணுடன், உள்நுழையாமல் 1 விசாரணை அனுப்பப்பட்டுள்ளது. அதை உங்கள் கணக்கில் சேர்க்க, அதன் அணுகல் குறியீட்டை உள்ளிடுங்கள் (அதன் பில், நன்றிப் பக்கம் அல்லது WhatsApp செய்தியில் இருக்கும்).',
      ),
    ).toBeTruthy()
    await typeAndAdd('ABCD-EFGH', 'என் கணக்கில் சேர்')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'உள்நுழையாமல் உங்கள் எண்ணுடன் அனுப்பிய எந்த விசாரணைக்கும் இந்த அணுகல் குறியீடு இல்லை. சரிபார்த்து மீண்டும் முயலுங்கள்.',
    )
    await typeAndAdd(CODE, 'என் கணக்கில் சேர்')
    expect((await screen.findByRole('status')).textContent).toBe('விசாரணை ENQ-00012 உங்கள் கணக்கில் சேர்க்கப்பட்டது.')
  })

  it('shows nothing when there is nothing to add', async () => {
    serve(0)
    const { container } = renderIn('en')
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
    expect(container.textContent).toBe('')
  })
})
