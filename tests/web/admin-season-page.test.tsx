import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentSeason } from '../../web/src/console/season/season-rules'
import type { SeasonGlance } from '../../worker/contract/admin-season'
import { fakeApi, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

const days = Array.from({ length: 365 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 6, 1 + i)).toISOString().slice(0, 10),
  enquiries: i === 111 ? 3 : 0,
  last_season: i === 110 ? 2 : 0,
}))

const glance: SeasonGlance = {
  year: 2026,
  label: '2026-27',
  from: '2026-07-01',
  to: '2027-06-30',
  last_season: { year: 2025, label: '2025-26', enquiries: 2 },
  days,
  funnel: [
    { step: 'enquiry', label: 'Enquiries', enquiries: 3, amount: 9000.5 },
    { step: 'quoted', label: 'Quote sent', enquiries: 2, amount: 7080 },
    { step: 'accepted', label: 'Accepted', enquiries: 1, amount: 3540 },
    { step: 'paid', label: 'Paid', enquiries: 1, amount: 3540 },
    { step: 'dispatched', label: 'Dispatched', enquiries: 0, amount: 0 },
    { step: 'collected', label: 'Collected', enquiries: 0, amount: 0 },
  ],
  cancelled: { enquiries: 0, amount: 0 },
  top_by_quantity: [{ product_code: 'FP06', product_name: 'Flower Pots Deluxe', quantity: 30, value: 2700 }],
  top_by_value: [{ product_code: 'FP06', product_name: 'Flower Pots Deluxe', quantity: 30, value: 2700 }],
  states: [{ name: 'Tamil Nadu', enquiries: 3, estimate: 9000.5, paid: 3540 }],
  referrers: [{ name: 'Direct', enquiries: 3, estimate: 9000.5, paid: 3540 }],
  first_answer: { answered: 2, waiting: 1, average_minutes: 75 },
}

describe('the season at a glance', () => {
  it('asks for the season of today and shows its picture and every figure as a table', async () => {
    const calls = fakeApi({ 'GET admin/season': { body: { data: glance } } })
    signIn(['admin'])
    renderAt('/admin/season')
    expect(
      await screen.findByRole('img', { name: /^Enquiries per day, season 2026-27: 3 in all/ }),
    ).toBeTruthy()
    expect(calls.find((c) => c.path.startsWith('admin/season'))?.path).toMatch(/^admin\/season\?year=\d{4}$/)
    const funnel = screen.getByRole('table', { name: 'Enquiries at each step, season 2026-27' })
    const paid = within(funnel).getByRole('rowheader', { name: 'Paid' }).closest('tr')!
    expect(paid.textContent).toContain('₹3,540.00')
    const days = screen.getByRole('table', { name: 'Days with an enquiry in either season' })
    expect(
      within(days)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DaySeason 2026-27Season 2025-26, same day', '19/10/202602', '20/10/202630'])
    expect(screen.getByRole('table', { name: 'By referrer' }).textContent).toContain('Direct')
    expect(screen.getAllByText('1 h 15 min').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Download every table (CSV)' })).toBeTruthy()
  })

  it('shows a chosen season from the address', async () => {
    const calls = fakeApi({ 'GET admin/season': { body: { data: { ...glance, last_season: null } } } })
    signIn(['admin'])
    const thisSeason = currentSeason()
    renderAt(`/admin/season?year=${thisSeason - 1}`)
    expect(await screen.findByRole('table', { name: /Enquiries at each step/ })).toBeTruthy()
    expect(calls.some((c) => c.path === `admin/season?year=${thisSeason - 1}`)).toBe(true)
    expect((screen.getByLabelText('Season (1 July to 30 June)') as HTMLSelectElement).value).toBe(
      String(thisSeason - 1),
    )
  })

  it('tells a buyer the console is the seller’s, without asking for the figures', async () => {
    const calls = fakeApi({})
    signIn(['user'])
    renderAt('/admin/season')
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(calls.some((c) => c.path.startsWith('admin/season'))).toBe(false)
  })
})
