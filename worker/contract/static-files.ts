// The types the build writes brotli and gzip copies of (web/build/precompress.ts), and whose answer
// therefore depends on Accept-Encoding. Fonts (woff2) and png/jpg/webp pictures are compressed already.
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
])
