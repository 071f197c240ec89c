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
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
})
