// The Content-Security-Policy the built client satisfies: everything ships from our own origin.
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

export const cspHeaderValue = () =>
  Object.entries(contentSecurityPolicy)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)} ${v.join(' ')}`)
    .join('; ')

// A PDF answer (the price list) opens in the browser's own viewer. Chrome's draws it through an
// <embed> in a page of its making, which the PDF answer's own policy governs: object-src 'none'
// there shows "This content is blocked" (crbug.com/271452), and default-src blocks the viewer's
// inline styles. A PDF runs nothing of ours, so its answer keeps only the framing rule, relaxed to
// the shop's own pages as that viewer needs.
export const PDF_SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
} as const
