import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { tamilFontHref } from './font-preload'

// virtual:client-build hands the server's render what the client build wrote: its HTML shell,
// the manifest of its chunks and the Tamil font's file name. The render is built after the
// client, so the two always come from the same build.
const ID = 'virtual:client-build'

export const clientBuildPlugin = (clientDir: string): Plugin => ({
  name: 'storefront-client-build',
  resolveId(id) {
    if (id === ID) return `\0${ID}`
  },
  load(id) {
    if (id !== `\0${ID}`) return
    const read = (file: string) => {
      try {
        return readFileSync(join(clientDir, file), 'utf8')
      } catch {
        this.error(`${join(clientDir, file)} is missing: build the client (vite build) first`)
      }
    }
    return [
      `export const indexHtml = ${JSON.stringify(read('index.html'))}`,
      `export const clientManifest = ${read('.vite/manifest.json')}`,
      `export const tamilFont = ${JSON.stringify(tamilFontHref(join(clientDir, 'assets')))}`,
    ].join('\n')
  },
})
