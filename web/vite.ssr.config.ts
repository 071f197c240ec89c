import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { clientBuildPlugin } from './build/client-build-plugin.ts'
import { pathAliases } from './build/path-aliases.ts'
import { contentPlugin } from './build/vite-content-plugin.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const clientDir = fileURLToPath(new URL('../dist/web', import.meta.url))
const contractDir = fileURLToPath(new URL('../worker/contract/', import.meta.url))

// The server's render of the pages: one ES module (no Node built-ins, every dependency inside but
// zod and the contract) that the Workers entry bundles and the Node entry imports (under tsx, which
// reads the contract's TypeScript). zod and the contract stay imports so the worker's bundler finds
// the one copy the API already holds: inlined here zod travelled twice (453 KB gzipped worker
// against 426 KB), and the contract's 22 shared files cost 6.9 KB gzipped.
export default defineConfig({
  root,
  plugins: [
    react(),
    contentPlugin(fileURLToPath(new URL('../content', import.meta.url)), { server: true }),
    clientBuildPlugin(clientDir),
  ],
  resolve: { alias: pathAliases() },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, external: ['zod'], target: 'webworker' },
  // The pictures and icons ship with the client build.
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
    emptyOutDir: true,
    // Its map goes into the worker's (wrangler chains them): production errors and `npm run
    // worker:weights` name the web/src files, not one minified module.
    sourcemap: true,
    minify: true,
    rollupOptions: {
      // The contract (worker/contract) stays an import too, for the same reason: the API holds it.
      external: (id) => id.startsWith(contractDir),
      makeAbsoluteExternalsRelative: true,
      output: { entryFileNames: 'entry-server.js' },
    },
  },
})
