import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocaleProvider } from '../../web/src/lib/i18n'
import { Toaster, toast } from '../../web/src/ui/toast'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  act(() => {
    vi.runAllTimers()
  })
  cleanup()
  vi.useRealTimers()
})

const host = () =>
  render(
    <LocaleProvider locale="en">
      <Toaster />
      <button type="button">Add to Cart</button>
    </LocaleProvider>,
  )

// A button drawn at this height of a 768 px tall screen (the test browser draws no layout).
const tapAt = (top: number) => {
  const button = screen.getByRole('button', { name: 'Add to Cart' })
  button.getBoundingClientRect = () => new DOMRect(0, top, 120, 44)
  fireEvent.pointerDown(button)
}

describe('the toast', () => {
  it('shows one at a time: three quick adds leave only the newest, in a live region', () => {
    const { container } = host()
    act(() => {
      toast.success('First added', 'Success')
      toast.success('Second added', 'Success')
      toast.success('Third added', 'Success')
    })
    expect(container.querySelectorAll('.toast')).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toContain('Third added')
    expect(container.querySelector('.toaster')?.getAttribute('aria-live')).toBe('polite')
  })

  it("an older toast's timer does not close the one that replaced it", () => {
    host()
    act(() => {
      toast.success('First added')
    })
    act(() => {
      vi.advanceTimersByTime(3000)
      toast.success('Second added')
    })
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.getByRole('status').textContent).toContain('Second added')
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('sits on the half of the screen away from what was tapped', () => {
    const { container } = host()
    tapAt(60)
    act(() => {
      toast.success('Added near the top')
    })
    expect(container.querySelector('.toaster')?.className).toContain('toaster-bottom')
    tapAt(600)
    act(() => {
      toast.success('Added near the foot')
    })
    expect(container.querySelector('.toaster')?.className).toContain('toaster-top')
  })
})
