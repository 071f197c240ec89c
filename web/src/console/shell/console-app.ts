import { useEffect } from 'react'

// The console as an app of its own on the seller's phone: its manifest (name, icons, start at
// /admin) while a console page is open, and its service worker, which shows the pushed alerts.
// The shop's pages keep theirs: the console's scope is /admin only.
export const CONSOLE_SW = '/console-sw.js'
export const CONSOLE_SCOPE = '/admin'

const setLink = (rel: string, href: string) => {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)
  const before = link?.getAttribute('href') ?? null
  if (!link) {
    link = document.createElement('link')
    link.rel = rel
    document.head.append(link)
  }
  link.href = href
  const made = before === null
  return () => {
    if (made) link.remove()
    else link.setAttribute('href', before)
  }
}

export const consoleRegistration = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!('serviceWorker' in navigator)) return null
  return navigator.serviceWorker.register(CONSOLE_SW, { scope: CONSOLE_SCOPE })
}

export const useConsoleApp = () => {
  useEffect(() => {
    const undo = [
      setLink('manifest', '/console.webmanifest'),
      setLink('apple-touch-icon', '/icons/console-192.png'),
    ]
    consoleRegistration().catch(() => {})
    return () => {
      for (const u of undo) u()
    }
  }, [])
}
