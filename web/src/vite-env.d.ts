/// <reference types="vite/client" />

declare module 'virtual:content-pages' {
  import type { PageLoaders } from './features/content/content-pages'
  // Per language, the pages written in it (content/<slug>.md, content/ta/<slug>.md).
  export const pageLoaders: PageLoaders
  export const pageSlugs: string[]
}

// Where the client build wrote each page as JSON (/content/ta/faq.json), per language: read by the
// server's render at run time (app/ssr/web-files.ts).
declare module 'virtual:content-files' {
  export const pageFiles: Record<import('@contract/locale').Locale, Record<string, string>>
}

// The client build, read by the server's render (web/vite.ssr.config.ts): its HTML shell and the
// manifest of its chunks.
declare module 'virtual:client-build' {
  import type { ClientManifest } from './app/ssr/page-assets'
  export const indexHtml: string
  export const clientManifest: ClientManifest
  export const tamilFont: string | null
  export const tamilFontBold: string | null
  // The buyer's stylesheets ('assets/index-….css'), read from the web build at run time.
  export const stylesheetFiles: string[]
  export const styleHashes: string[]
}
