import { createReadStream } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { isSafeObjectKey, type ObjectStore } from '../lib/object-store'
import { PRIVATE_FILE, PRIVATE_FOLDER, privateTree } from './node-private'

// The local stand-in for R2: one file per object plus a small JSON sidecar for its type. The folder
// is the shop's user's alone (node-private.ts), tightened with its files when the store opens.
export const folderObjectStore = (root: string): ObjectStore => {
  privateTree(root)
  const pathOf = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`unsafe object key: ${key}`)
    return join(root, key)
  }
  return {
    async put(key, data, contentType) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_FOLDER })
      await writeFile(path, data, { mode: PRIVATE_FILE })
      await writeFile(`${path}.meta.json`, JSON.stringify({ contentType }), { mode: PRIVATE_FILE })
    },
    async get(key) {
      const path = pathOf(key)
      try {
        const [info, meta] = await Promise.all([stat(path), readFile(`${path}.meta.json`, 'utf8')])
        const { contentType } = JSON.parse(meta) as { contentType: string }
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
        return { body, contentType, size: info.size }
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw e
      }
    },
    async delete(key) {
      const path = pathOf(key)
      await rm(path, { force: true })
      await rm(`${path}.meta.json`, { force: true })
    },
  }
}
