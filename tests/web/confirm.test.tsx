import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '../../web/src/lib/i18n'
import { ConfirmHost, confirmAction, SETTLE_MS } from '../../web/src/ui/confirm'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const host = () =>
  render(
    <LocaleProvider locale="en">
      <ConfirmHost />
    </LocaleProvider>,
  )

describe('the confirmation dialog', () => {
  it('answers Yes once, and a second tap of a double tap lands on a clear backdrop, not the page beneath', async () => {
    const { container } = host()
    const answers: boolean[] = []
    act(() => {
      void confirmAction('Place the enquiry?').then((ok) => answers.push(ok))
    })
    const yes = screen.getByRole('button', { name: 'Yes' })
    fireEvent.click(yes)
    fireEvent.click(yes)
    await act(async () => {})
    expect(answers).toEqual([true])
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(container.querySelector('.confirm-backdrop.confirm-settling')).not.toBeNull()

    act(() => {
      vi.advanceTimersByTime(SETTLE_MS)
    })
    expect(container.querySelector('.confirm-backdrop')).toBeNull()
  })

  it('a new question asked while the backdrop settles is shown at once', async () => {
    host()
    act(() => {
      void confirmAction('First?')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    act(() => {
      void confirmAction('Second?')
    })
    expect(screen.getByRole('alertdialog').textContent).toContain('Second?')
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS)
    })
    expect(screen.getByRole('alertdialog').textContent).toContain('Second?')
  })
})
