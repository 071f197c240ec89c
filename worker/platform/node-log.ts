import type { Writable } from 'node:stream'

// Log lines gathered and written at most every `everyMs` (or sooner, once `maxLines` wait).
// Writing to a pipe or a file is synchronous in Node on Linux, so a line per request cost a system
// call on the request's path; gathered, a busy second costs a few dozen. Lines still waiting are
// written on exit (a normal stop, a signal, an uncaught error); only a kill -9 can lose the last
// fraction of a second.
export const createLineWriter = (
  out: Writable = process.stdout,
  opts: { everyMs?: number; maxLines?: number } = {},
) => {
  const everyMs = opts.everyMs ?? 50
  const maxLines = opts.maxLines ?? 1024
  let pending: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (pending.length === 0) return
    const text = `${pending.join('\n')}\n`
    pending = []
    out.write(text)
  }

  return {
    write(line: string) {
      pending.push(line)
      if (pending.length >= maxLines) flush()
      // Unref'd: waiting lines never keep a stopping process alive; exit writes them.
      else timer ??= setTimeout(flush, everyMs).unref()
    },
    flush,
  }
}
