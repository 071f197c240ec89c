import { act, render } from '@testing-library/react'
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router'
import { expect, it, vi } from 'vitest'
import { ScrollRestoration } from '../../web/src/app/layout/scroll-restoration'

let navigate: NavigateFunction | undefined
function Navigator() {
  navigate = useNavigate()
  return null
}

it('returns to where a page was left on Back, and moves on cleanly where scrolling answers a promise', async () => {
  // The first entry of a memory history is keyed "default" and arrives as a POP, as Back does.
  sessionStorage.setItem('scroll-positions', JSON.stringify({ default: 640 }))
  // Chromium's scrollTo answers a promise; React must never be handed it as a clean-up.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as never)
  const failures: unknown[] = []
  const onError = (e: ErrorEvent) => failures.push(e.error)
  window.addEventListener('error', onError)
  render(
    <MemoryRouter initialEntries={['/lander']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  )
  expect(scrollTo).toHaveBeenCalledWith(0, 640)
  await act(async () => navigate?.('/order-now'))
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
  expect(failures).toEqual([])
  window.removeEventListener('error', onError)
  scrollTo.mockRestore()
})
