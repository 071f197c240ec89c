// The price list PDF's faces, bundled into its Worker as Data modules (wrangler.pdf.toml [[rules]]).
declare module '*.woff' {
  const bytes: ArrayBuffer
  export default bytes
}
