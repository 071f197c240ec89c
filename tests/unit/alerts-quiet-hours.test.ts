import { describe, expect, it } from 'vitest'
import { quietUntil } from '../../worker/features/alerts/alerts-deliver'

const ist = (s: string) => Date.parse(`${s}+05:30`)

describe('quiet hours, India time', () => {
  const night = { quiet_from: '22:00', quiet_to: '07:00' }
  it('a window over midnight holds alerts from its start until its end the next morning', () => {
    expect(quietUntil(ist('2026-10-20T21:59'), night)).toBeNull()
    expect(quietUntil(ist('2026-10-20T22:00'), night)).toBe(ist('2026-10-21T07:00'))
    expect(quietUntil(ist('2026-10-21T03:15'), night)).toBe(ist('2026-10-21T07:00'))
    expect(quietUntil(ist('2026-10-21T07:00'), night)).toBeNull()
  })
  it('a window within one day (a lunch break) holds alerts until it ends that day', () => {
    const lunch = { quiet_from: '13:00', quiet_to: '14:30' }
    expect(quietUntil(ist('2026-10-20T12:59'), lunch)).toBeNull()
    expect(quietUntil(ist('2026-10-20T13:40'), lunch)).toBe(ist('2026-10-20T14:30'))
    expect(quietUntil(ist('2026-10-20T14:30'), lunch)).toBeNull()
  })
  it('empty or equal times mean no quiet hours', () => {
    expect(quietUntil(ist('2026-10-20T23:00'), { quiet_from: '', quiet_to: '' })).toBeNull()
    expect(quietUntil(ist('2026-10-20T23:00'), { quiet_from: '22:00', quiet_to: '' })).toBeNull()
    expect(quietUntil(ist('2026-10-20T23:00'), { quiet_from: '06:00', quiet_to: '06:00' })).toBeNull()
  })
})
