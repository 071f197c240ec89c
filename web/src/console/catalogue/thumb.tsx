// A product's picture in the console: sized up front, nothing when there is none. (The shop's
// ProductImage is not shared here, so buyers' pages keep their chunks as they are.)
export function Thumb({ src, large = false }: { src: string | null | undefined; large?: boolean }) {
  const size = large ? 72 : 44
  const className = `admin-thumb${large ? ' admin-thumb-large' : ''}`
  return src ? (
    <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} admin-thumb-empty`} aria-hidden="true" />
  )
}
