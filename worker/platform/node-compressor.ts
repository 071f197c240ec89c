import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Compressor } from '../lib/representation'

const br = promisify(brotliCompress)
const gz = promisify(gzip)

// Best compression is affordable because a body is compressed once per catalogue change.
export const nodeCompressor: Compressor = {
  encodings: ['br', 'gzip'],
  async compress(data, encoding) {
    const out =
      encoding === 'br'
        ? await br(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
            },
          })
        : await gz(data, { level: 9 })
    return new Uint8Array(out)
  },
}
