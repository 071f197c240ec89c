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
        // The libraries every page runs on, in one chunk of their own: it changes only when they
        // are upgraded, so a deploy of the shop's own code leaves it in the browser's cache, and
        // the first page fetches one file for them rather than several shared pieces.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
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
