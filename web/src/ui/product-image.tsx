import logo from './placeholder-logo.svg'

// Sized up front so nothing shifts when it loads; lazy below the fold.
export function ProductImage({
  src,
  alt,
  size = 160,
  eager = false,
}: {
  src: string | null | undefined
  alt: string
  size?: number
  eager?: boolean
}) {
  return (
    <img
      className="product-image"
      src={src || logo}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
