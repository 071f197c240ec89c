import { afterEach, describe, expect, it, vi } from 'vitest'
import { nodeEnvSchema, parseEnv } from '../../worker/env'
import { indiaStamp, nextBackupAt, scheduleNightlyBackups } from '../../worker/platform/node-backup'

// The nightly backup runs at BACKUP_AT on the India clock, whatever zone the machine is set to.

describe('the nightly backup time', () => {
  it('is tonight at BACKUP_AT India time while that is still ahead', () => {
    // 02:30 in India on the 24th: 03:00 is half an hour away.
    expect(nextBackupAt(Date.parse('2026-11-23T21:00:00Z'), '03:00')).toBe(Date.parse('2026-11-23T21:30:00Z'))
    // 15:30 in India: 23:45 the same evening.
    expect(nextBackupAt(Date.parse('2026-11-23T10:00:00Z'), '23:45')).toBe(Date.parse('2026-11-23T18:15:00Z'))
  })

  it('is the next night once BACKUP_AT has come, never the same minute twice', () => {
    expect(nextBackupAt(Date.parse('2026-11-23T21:30:00Z'), '03:00')).toBe(Date.parse('2026-11-24T21:30:00Z'))
    expect(nextBackupAt(Date.parse('2026-11-23T22:00:00Z'), '03:00')).toBe(Date.parse('2026-11-24T21:30:00Z'))
    // Just after India midnight, 00:00 is a whole day away.
    expect(nextBackupAt(Date.parse('2026-12-31T18:31:00Z'), '00:00')).toBe(Date.parse('2027-01-01T18:30:00Z'))
  })

  it('names a backup by the India wall clock', () => {
    expect(indiaStamp(Date.parse('2026-11-23T21:30:00Z'))).toBe('2026-11-24T0300+0530')
    expect(indiaStamp(Date.parse('2026-12-31T18:29:59Z'))).toBe('2026-12-31T2359+0530')
  })
})

describe('the nightly timer', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs at BACKUP_AT each night, and a failed night is reported without stopping the next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(Date.parse('2026-11-23T20:00:00Z')) // 01:30 in India
    const runs: string[] = []
    const errors: unknown[] = []
    const nightly = scheduleNightlyBackups({
      at: '03:00',
      clock: { now: () => Date.now() },
      run: async () => {
        runs.push(indiaStamp(Date.now()))
        if (runs.length === 1) throw new Error('disk full')
      },
      onError: (e) => errors.push(e),
    })
    await vi.advanceTimersByTimeAsync(89 * 60_000)
    expect(runs).toEqual([])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(runs).toEqual(['2026-11-24T0300+0530'])
    expect(errors).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000)
    expect(runs).toEqual(['2026-11-24T0300+0530', '2026-11-25T0300+0530'])
    expect(errors).toHaveLength(1)
    nightly.stop()
    await vi.advanceTimersByTimeAsync(48 * 60 * 60_000)
    expect(runs).toHaveLength(2)
  })
})

describe('the backup settings', () => {
  const parse = (env: Record<string, string>) => parseEnv(nodeEnvSchema, env)

  it('are off without BACKUP_DIR, and keep 14 at 03:00 India time by default', () => {
    const env = parse({})
    expect(env.BACKUP_DIR).toBeUndefined()
    expect(env.BACKUP_KEEP).toBe(14)
    expect(env.BACKUP_AT).toBe('03:00')
    expect(parse({ BACKUP_DIR: '/mnt/usb/backups', BACKUP_KEEP: '30', BACKUP_AT: '23:45' })).toMatchObject({
      BACKUP_DIR: '/mnt/usb/backups',
      BACKUP_KEEP: 30,
      BACKUP_AT: '23:45',
    })
  })

  it('refuse a time that is not HH:MM and a count below one, saying what is expected', () => {
    expect(() => parse({ BACKUP_AT: '3am' })).toThrow(/BACKUP_AT must be HH:MM in India time/)
    expect(() => parse({ BACKUP_AT: '24:00' })).toThrow(/BACKUP_AT must be HH:MM/)
    expect(() => parse({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be at least 1/)
    expect(() => parse({ BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP must be a whole number/)
  })
})
