import { describe, expect, it } from 'vitest'
import {
  busyDays,
  chosenSeason,
  currentSeason,
  monthsOf,
  seasonChoices,
  waitText,
} from '../../web/src/console/season/season-rules'
import { seasonDays, seasonLabel, seasonOfDay, seasonQuery } from '../../worker/contract/admin-season'

describe('a season', () => {
  it('runs from 1 July to 30 June, named as the trade names it', () => {
    expect(seasonOfDay('2026-06-30')).toBe(2025)
    expect(seasonOfDay('2026-07-01')).toBe(2026)
    expect(seasonOfDay('2027-01-15')).toBe(2026)
    expect(seasonLabel(2026)).toBe('2026-27')
    expect(seasonLabel(2099)).toBe('2099-00')
    expect(seasonDays(2026)).toEqual({ from: '2026-07-01', to: '2027-06-30' })
  })

  it('turns at midnight in India, not in UTC', () => {
    expect(currentSeason(Date.parse('2026-06-30T18:29:59Z'))).toBe(2025)
    expect(currentSeason(Date.parse('2026-06-30T18:30:00Z'))).toBe(2026)
  })

  it('is asked for by a whole year from 2000 to 2100, or none', () => {
    expect(seasonQuery.parse({})).toEqual({})
    expect(seasonQuery.parse({ year: '2026' })).toEqual({ year: 2026 })
    for (const year of ['1999', '2101', '2026.5', 'abc', '']) {
      expect(seasonQuery.safeParse({ year }).success, year).toBe(false)
    }
  })

  it('offers this season and the five before it, and falls back to this one for any other', () => {
    expect(seasonChoices(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021])
    expect(chosenSeason('2024', 2026)).toBe(2024)
    expect(chosenSeason('2019', 2026)).toBe(2026)
    expect(chosenSeason(null, 2026)).toBe(2026)
  })
})

describe('the season page', () => {
  it('says a wait as a seller does', () => {
    expect(waitText(null)).toBe('None answered yet')
    expect(waitText(0)).toBe('0 min')
    expect(waitText(40)).toBe('40 min')
    expect(waitText(75)).toBe('1 h 15 min')
    expect(waitText(60)).toBe('1 h 0 min')
    expect(waitText(1440 + 180 + 7)).toBe('1 day 3 h')
    expect(waitText(2 * 1440)).toBe('2 days')
  })

  it('names the months under the chart with their days, and lists only the busy days', () => {
    const days = [
      { day: '2026-07-30', enquiries: 0, last_season: 0 },
      { day: '2026-07-31', enquiries: 2, last_season: 0 },
      { day: '2026-08-01', enquiries: 0, last_season: 1 },
    ]
    expect(monthsOf(days)).toEqual([
      { label: 'Jul', days: 2 },
      { label: 'Aug', days: 1 },
    ])
    expect(busyDays(days).map((d) => d.day)).toEqual(['2026-07-31', '2026-08-01'])
  })
})
