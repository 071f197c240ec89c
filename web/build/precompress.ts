// Brotli and gzip copies of the web build's text files, made once at build time at the highest
// levels (too slow per request, free here), for the Node server to send as they are. They go to a
// folder of their own, mirroring the build's paths, so the Workers static-assets upload (which
// compresses by itself) never carries them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { COMPRESSIBLE } from '../../worker/contract/static-files'

// Below this, the saving is smaller than the cost of one more file and header.
export const MIN_BYTES = 1024

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  )

export interface PrecompressTotals {
  files: number
  raw: number
  brotli: number
  gzip: number
}

export const precompress = (srcDir: string, outDir: string): PrecompressTotals => {
  rmSync(outDir, { recursive: true, force: true })
  const totals: PrecompressTotals = { files: 0, raw: 0, brotli: 0, gzip: 0 }
  for (const file of walk(srcDir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue
    const data = readFileSync(file)
    if (data.byteLength < MIN_BYTES) continue
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    })
    const gz = gzipSync(data, { level: 9 })
    const target = join(outDir, relative(srcDir, file))
    mkdirSync(dirname(target), { recursive: true })
    // A copy that is not smaller is not worth sending: the server then sends the original.
    if (br.byteLength < data.byteLength) writeFileSync(`${target}.br`, br)
    if (gz.byteLength < data.byteLength) writeFileSync(`${target}.gz`, gz)
    totals.files++
    totals.raw += data.byteLength
    totals.brotli += Math.min(br.byteLength, data.byteLength)
    totals.gzip += Math.min(gz.byteLength, data.byteLength)
  }
  return totals
}
