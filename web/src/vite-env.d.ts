/// <reference types="vite/client" />

declare module 'virtual:content-pages' {
  import type { PageLoaders } from './features/content/content-pages'
  // Per language, the pages written in it (content/<slug>.md, content/ta/<slug>.md).
  export const pageLoaders: PageLoaders
  export const pageSlugs: string[]
}

// The client build, read by the server's render (web/vite.ssr.config.ts): its HTML shell and the
// manifest of its chunks.
declare module 'virtual:client-build' {
  import type { ClientManifest } from './app/ssr/page-assets'
  export const indexHtml: string
  export const clientManifest: ClientManifest
  export const tamilFont: string | null
  export const tamilFontBold: string | null
  export const stylesheets: Record<string, string>
  export const styleHashes: string[]
}
