import type { Locale } from '@contract/locale'
import { messagesIn } from '../../lib/i18n'
import { pwaMessages } from './pwa.messages'
import './update-prompt.css'

// A bar over the page, drawn without React: it comes from the service worker's events, outside any
// route. Reload hands over to the new version; Later keeps this one until the next visit.
export const showUpdatePrompt = (locale: Locale, onReload: () => void) => {
  if (document.getElementById('update-prompt')) return
  const m = messagesIn(pwaMessages, locale)
  const bar = document.createElement('div')
  bar.id = 'update-prompt'
  bar.className = 'update-prompt'
  bar.setAttribute('role', 'status')
  const text = document.createElement('p')
  const title = document.createElement('strong')
  title.textContent = m.updateReady
  text.append(title, document.createTextNode(` ${m.updateHint}`))
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.className = 'btn btn-primary'
  reload.textContent = m.reload
  reload.addEventListener('click', () => {
    reload.disabled = true
    onReload()
  })
  const later = document.createElement('button')
  later.type = 'button'
  later.className = 'btn'
  later.textContent = m.later
  later.addEventListener('click', () => bar.remove())
  bar.append(text, reload, later)
  document.body.append(bar)
}
