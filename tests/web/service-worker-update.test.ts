import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from '../../web/src/app/pwa/register-sw'

// A browser's service worker container, as far as the page uses it.
const fakeBrowser = ({ controlled, waiting }: { controlled: boolean; waiting: boolean }) => {
  const container = new EventTarget() as EventTarget & Record<string, unknown>
  const posted: unknown[] = []
  const worker = {
    state: 'installed',
    postMessage: (m: unknown) => posted.push(m),
    addEventListener: () => {},
  }
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ? worker : null,
    installing: null,
    update: vi.fn(async () => {}),
  })
  container.controller = controlled ? {} : null
  container.register = vi.fn(async () => registration)
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  const reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location)
  return { container, posted, reload, registration }
}

afterEach(() => {
  document.getElementById('update-prompt')?.remove()
  vi.restoreAllMocks()
})

describe('a new version of the shop', () => {
  it('is offered, not forced: Reload hands over to it and reloads once it controls the page', async () => {
    const browser = fakeBrowser({ controlled: true, waiting: true })
    await registerServiceWorker('en')
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
    const prompt = document.getElementById('update-prompt')!
    expect(prompt.textContent).toContain('New version ready')
    expect(browser.posted).toEqual([])
    const reload = [...prompt.querySelectorAll('button')].find((b) => b.textContent === 'Reload')!
    reload.click()
    expect(browser.posted).toEqual([{ type: 'SKIP_WAITING' }])
    browser.container.dispatchEvent(new Event('controllerchange'))
    expect(browser.reload).toHaveBeenCalledTimes(1)
  })

  it('Later keeps this version and leaves the page alone', async () => {
    const browser = fakeBrowser({ controlled: true, waiting: true })
    await registerServiceWorker('ta')
    const prompt = document.getElementById('update-prompt')!
    expect(prompt.textContent).toContain('புதிய பதிப்பு தயார்')
    ;[...prompt.querySelectorAll('button')].find((b) => b.textContent === 'பிறகு')!.click()
    expect(document.getElementById('update-prompt')).toBeNull()
    expect(browser.posted).toEqual([])
  })

  it('the first install takes the page over without a prompt or a reload', async () => {
    const browser = fakeBrowser({ controlled: false, waiting: false })
    await registerServiceWorker('en')
    expect(document.getElementById('update-prompt')).toBeNull()
    browser.container.controller = {}
    browser.container.dispatchEvent(new Event('controllerchange'))
    expect(browser.reload).not.toHaveBeenCalled()
  })
})
