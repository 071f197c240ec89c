import type { Writable } from 'node:stream'

// Log lines written in batches: one write per turn of the event loop instead of one per line.
// Writing to a pipe or a file is synchronous in Node on Linux, so a line per request cost a system
// call on the request's path; gathered, a busy second costs a few dozen.
export const createLineWriter = (out: Writable = process.stdout, maxLines = 512) => {
  let pending: string[] = []
  let scheduled = false

  const flush = () => {
    scheduled = false
    if (pending.length === 0) return
    const text = `${pending.join('\n')}\n`
    pending = []
    out.write(text)
  }

  return {
    write(line: string) {
      pending.push(line)
      if (pending.length >= maxLines) flush()
      else if (!scheduled) {
        scheduled = true
        setImmediate(flush)
      }
    },
    // Called on exit, so the last lines are never lost.
    flush,
  }
}
