import type { Context } from 'hono'
import { localeOfPath } from '../../contract/locale'

// A browser opening a page while the shop cannot draw it (a cold isolate with the database down,
// or a fault of ours) gets a page in the language of its address, not the API's JSON body. It has
// no script and no style (the Content-Security-Policy allows neither inline), and reloads itself.

const HAS_EXTENSION = /\.[A-Za-z0-9]+$/

export const wantsPage = (c: Context): boolean =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  c.req.path !== '/api' &&
  !c.req.path.startsWith('/api/') &&
  !HAS_EXTENSION.test(c.req.path) &&
  (c.req.header('Accept') ?? '').includes('text/html')

const WORDS = {
  en: {
    lang: 'en-IN',
    title: 'Back in a minute',
    busy: 'We cannot reach our records just now. This page will try again by itself in a few seconds.',
    broken: 'Something went wrong on our side while drawing this page.',
    kept: 'Your cart is kept on this phone; nothing you sent was lost.',
    again: 'Try again',
  },
  ta: {
    lang: 'ta-IN',
    title: 'ஒரு நிமிடத்தில் திரும்புவோம்',
    busy: 'எங்கள் பதிவுகளை இப்போது அணுக முடியவில்லை. சில விநாடிகளில் இந்தப் பக்கம் தானாகவே மீண்டும் முயலும்.',
    broken: 'இந்தப் பக்கத்தைக் காட்டும்போது எங்கள் பக்கம் ஒரு பிழை ஏற்பட்டது.',
    kept: 'உங்கள் கூடை இந்த ஃபோனிலேயே பத்திரமாக உள்ளது; நீங்கள் அனுப்பியது எதுவும் இழக்கப்படவில்லை.',
    again: 'மீண்டும் முயலவும்',
  },
} as const

export const faultPage = (path: string, status: 500 | 503, retryAfterSeconds: number): string => {
  const w = WORDS[localeOfPath(path)]
  const refresh = status === 503 ? `<meta http-equiv="refresh" content="${retryAfterSeconds * 3}">` : ''
  return `<!doctype html>
<html lang="${w.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${refresh}<title>${w.title}</title></head>
<body><main><h1>${w.title}</h1><p>${status === 503 ? w.busy : w.broken}</p><p>${w.kept}</p>
<p><a href="">${w.again}</a></p></main></body></html>`
}
