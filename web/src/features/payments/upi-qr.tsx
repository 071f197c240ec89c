import { encode } from 'uqr'

// The QR of the UPI link, drawn in the page: one SVG path of dark modules on a white square with a
// quiet zone, so any phone camera reads it, and no image request or third-party service.
export function UpiQr({ link, label }: { link: string; label: string }) {
  const qr = encode(link, { ecc: 'M', border: 4 })
  // Each run of dark modules in a row is one rectangle: a few KB of path instead of one per module.
  let d = ''
  qr.data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      let run = 1
      while (row[x + run]) run++
      d += `M${x} ${y}h${run}v1h-${run}z`
      x += run - 1
    }
  })
  return (
    <svg
      className="upi-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      width="220"
      height="220"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
