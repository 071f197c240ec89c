import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pathAliases } from './build/path-aliases.ts'
import { contentPlugin } from './build/vite-content-plugin.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  plugins: [react(), contentPlugin(fileURLToPath(new URL('../content', import.meta.url)))],
  resolve: { alias: pathAliases() },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Read by scripts/postbuild.ts to report what each page downloads, then removed.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs on, in chunks of their own: they change only when they are
        // upgraded, so a deploy of the shop's own code leaves them in the browser's cache. Two, not
        // one: React and react-dom, which the entry runs first in a task of its own (main.tsx), and
        // the router and TanStack Query, which run with the app.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/ },
            // India's States and the PIN code table, for the pages that name a State (checkout,
            // quote, invoice, bill, profile): one file, as each chunk is one more entry in the list
            // of files every page's first load carries.
            { name: 'gst-states', test: /[\\/]worker[\\/]contract[\\/]gst-state(s|-list)\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
})
