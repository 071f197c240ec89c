// The server's render of the pages as the Workers entry imports it: wrangler.toml aliases this name
// to dist/ssr/entry-server.js, which `npm run build` writes from web/src/entry-server.tsx.
declare module 'storefront-page-render' {
  export const createPageRender: import('./contract/page-render').PageRenderFactory
}
