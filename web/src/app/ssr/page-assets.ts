// The files a page's route chunk needs, from the client build's manifest: linked in the HTML the
// server sends, so the browser fetches them beside the entry instead of after it.
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
export type ClientManifest = Record<string, ManifestChunk>

export interface PageAssets {
  scripts: string[]
  styles: string[]
}

const closure = (manifest: ClientManifest, keys: string[]) => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const i of manifest[key].imports ?? []) visit(i)
  }
  for (const key of keys) visit(key)
  return seen
}

// The route modules' files minus what the entry (index.html) already loads.
export const pageAssets = (manifest: ClientManifest, modules: string[]): PageAssets => {
  const entry = closure(manifest, ['index.html'])
  const page = [...closure(manifest, modules)].filter((k) => !entry.has(k))
  const entryCss = new Set([...entry].flatMap((k) => manifest[k]?.css ?? []))
  const styles = new Set(page.flatMap((k) => manifest[k]?.css ?? []).filter((f) => !entryCss.has(f)))
  return { scripts: page.map((k) => manifest[k]!.file), styles: [...styles] }
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

// Stylesheets go inline, so the first paint waits for no request beyond the HTML; a file the
// build did not hand over stays a link.
// An inlined stylesheet names its file (data-href), so the browser's app can tell the bundler's
// loader it is already on the page (web/src/lib/inlined-styles.ts): otherwise the loader links the
// same file again when a chunk that imports it loads, and the browser fetches it and restyles and
// relays the whole page (a 260-280 ms task at a phone's 4x slowdown, after hydration).
const inlinedStyle = (file: string, css: string) => `<style data-href="/${attr(file)}">${css}</style>`

export const styleTags = (styles: string[], inline: Record<string, string>) =>
  styles
    .map((f) =>
      inline[f] !== undefined
        ? inlinedStyle(f, inline[f])
        : `<link rel="stylesheet" crossorigin href="/${attr(f)}">`,
    )
    .join('')

// The page is painted from its HTML alone; its scripts only hydrate it. They are named in a data
// block and fetched once the page has painted (main.tsx), so on a slow connection they never
// compete with what the first view shows. The entry itself is a small file, fetched at low priority.
export const PAGE_CHUNKS_ID = 'page-chunks'
export const chunkList = (scripts: string[]) =>
  `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(scripts.map((f) => `/${f}`)).replace(/</g, '\\u003c')}</script>`

export const lowPriorityScripts = (html: string) =>
  html
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')

// The shell's own stylesheet links (the entry's CSS), inlined the same way.
export const inlineShellStyles = (html: string, inline: Record<string, string>) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) =>
    inline[file] !== undefined ? inlinedStyle(file, inline[file]) : tag,
  )
