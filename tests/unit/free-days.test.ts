import { describe, expect, it } from 'vitest'
import { freeDaysLeft } from '../../worker/contract/transport'

const ist = (iso: string) => Date.parse(`${iso}+05:30`)

describe('freeDaysLeft: free days after the day of arrival, by India calendar days', () => {
  const arrived = ist('2026-11-10T15:00:00')

  it('gives the whole allowance on the day of arrival', () => {
    expect(freeDaysLeft(arrived, 3, ist('2026-11-10T23:59:59'))).toEqual({
      free_days_left: 3,
      collect_by: '2026-11-13',
      demurrage_from: '2026-11-14',
      overdue: false,
    })
  })

  it('counts down at India midnight, not UTC midnight', () => {
    // 05:29 in India on the 11th is still the 10th in UTC.
    expect(freeDaysLeft(arrived, 3, ist('2026-11-11T05:29:00')).free_days_left).toBe(2)
    expect(freeDaysLeft(arrived, 3, ist('2026-11-11T00:00:00')).free_days_left).toBe(2)
  })

  it('keeps the last free day free to its last second, then is overdue', () => {
    expect(freeDaysLeft(arrived, 3, ist('2026-11-13T23:59:59'))).toMatchObject({
      free_days_left: 0,
      overdue: false,
    })
    expect(freeDaysLeft(arrived, 3, ist('2026-11-14T00:00:00'))).toMatchObject({
      free_days_left: 0,
      overdue: true,
    })
    expect(freeDaysLeft(arrived, 3, ist('2026-12-25T10:00:00')).free_days_left).toBe(0)
  })

  it('takes an arrival just before and just after India midnight as different days', () => {
    expect(freeDaysLeft(ist('2026-11-10T23:59:59'), 2, ist('2026-11-11T10:00:00')).collect_by).toBe(
      '2026-11-12',
    )
    expect(freeDaysLeft(ist('2026-11-11T00:00:00'), 2, ist('2026-11-11T10:00:00')).collect_by).toBe(
      '2026-11-13',
    )
  })

  it('with no free days, demurrage may start the day after arrival', () => {
    expect(freeDaysLeft(arrived, 0, arrived)).toEqual({
      free_days_left: 0,
      collect_by: '2026-11-10',
      demurrage_from: '2026-11-11',
      overdue: false,
    })
  })

  it('crosses a month and a year end', () => {
    expect(freeDaysLeft(ist('2026-12-30T09:00:00'), 5, ist('2026-12-31T09:00:00'))).toMatchObject({
      free_days_left: 4,
      collect_by: '2027-01-04',
      demurrage_from: '2027-01-05',
    })
  })
})
