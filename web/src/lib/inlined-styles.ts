// The stylesheets the server inlined in the page (app/ssr/page-assets.ts) are already applied, but
// the bundler's chunk loader knows a stylesheet only by a <link> to its file: loading a chunk that
// imports one, it would link the file again, and the browser would fetch it and restyle and lay
// out the whole page once more. A disabled link to each inlined file tells the loader it is here;
// the browser neither fetches nor applies a disabled stylesheet.
export const claimInlinedStyles = () => {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.disabled = true
    link.href = href
    document.head.append(link)
  }
}
