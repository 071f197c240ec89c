import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

// The shop's files on one machine hold every buyer's name, mobile number and address (the
// database) and the seller's LR photos and payment screenshots (the objects folder): readable by
// the shop's own user only, whatever the umask. Files made before this was so are tightened on start.
export const PRIVATE_FOLDER = 0o700
export const PRIVATE_FILE = 0o600

// Only what this user owns is changed (chmod of anything else would fail), and links are left
// alone: changing one would change whatever it points to, outside the shop's folders.
const tighten = (path: string, mode: number) => {
  let info: ReturnType<typeof lstatSync>
  try {
    info = lstatSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (info.isSymbolicLink() || info.uid !== process.getuid?.() || (info.mode & 0o777) === mode) return
  chmodSync(path, mode)
}

// A folder that is the shop's alone (the objects folder): made 0700, with everything in it tightened.
export const privateTree = (root: string) => {
  mkdirSync(root, { recursive: true, mode: PRIVATE_FOLDER })
  const walk = (dir: string) => {
    tighten(dir, PRIVATE_FOLDER)
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) tighten(path, PRIVATE_FILE)
    }
  }
  walk(root)
}

// The database's folder may be one others use too (the working folder, a home folder, /tmp, whose
// sticky bit marks it shared): an existing one is tightened only when it is none of those.
const sharedFolder = (dir: string) =>
  [process.cwd(), homedir(), '/'].some((p) => resolve(p) === dir) || (lstatSync(dir).mode & 0o1000) !== 0

// The embedded database file, made 0600 before SQLite opens it: SQLite gives its -wal and -shm
// files the database file's own mode, so they are 0600 too.
export const privateDatabaseFile = (path: string) => {
  const file = resolve(path)
  const dir = dirname(file)
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER })
  if (!sharedFolder(dir)) tighten(dir, PRIVATE_FOLDER)
  closeSync(openSync(file, 'a', PRIVATE_FILE))
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) tighten(f, PRIVATE_FILE)
}
