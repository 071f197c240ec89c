import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLineWriter } from '../../worker/platform/node-log'

const sink = () => {
  const writes: string[] = []
  const out = new Writable({
    write(chunk, _enc, done) {
      writes.push(String(chunk))
      done()
    },
  })
  return { out, writes }
}

describe('the Node log writer', () => {
  it('writes a burst of lines in one write a moment later, in order and unchanged', async () => {
    const { out, writes } = sink()
    const w = createLineWriter(out, { everyMs: 20 })
    for (let i = 0; i < 100; i++) w.write(`GET /api/x 200 1.0ms id-${i}`)
    expect(writes).toEqual([])
    await new Promise((r) => setTimeout(r, 40))
    expect(writes).toHaveLength(1)
    expect(writes[0]!.split('\n')).toEqual([
      ...Array.from({ length: 100 }, (_, i) => `GET /api/x 200 1.0ms id-${i}`),
      '',
    ])
  })

  it('writes at once when many lines are waiting, and flush leaves nothing behind', () => {
    const { out, writes } = sink()
    const w = createLineWriter(out, { maxLines: 10 })
    for (let i = 0; i < 25; i++) w.write(`line ${i}`)
    expect(writes).toHaveLength(2)
    w.flush()
    expect(writes.join('').trim().split('\n')).toHaveLength(25)
  })
})
