import { crc32, deflateSync } from 'node:zlib'

// Real, tiny images built here, so an upload is checked by its bytes as a phone's photo would be.

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

// A 1×1 red pixel: signature, IHDR (8-bit RGB), IDAT (filter byte + pixel, deflated), IEND.
export const tinyPng = () => {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(1, 0)
  ihdr.writeUInt32BE(1, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

// The pixel as a file a form uploads.
export const pngFile = (name: string) => ({ bytes: tinyPng(), name, type: 'image/png' })
