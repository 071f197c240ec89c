import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AppError } from './errors'

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large')

// Requests whose body went over its route's ceiling while the route read it.
const overflowed = new WeakSet<Request>()

// A ceiling for an upload that reads nothing itself. Hono's bodyLimit reads a body sent without
// Content-Length to the end before the route runs, so a stranger's upload would be taken in before
// their token or their count were checked. Here a declared size over the ceiling is refused at
// once; any other body is only wrapped, and the wrapper stops pulling (and cancels the upload) the
// moment it passes the ceiling, whenever the route gets round to reading it.
export const uploadLimit = (maxSize: number) =>
  createMiddleware(async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('Content-Length')
    if (declared !== undefined && !c.req.header('Transfer-Encoding') && Number(declared) > maxSize) {
      throw tooLarge()
    }
    const reader = body.getReader()
    let size = 0
    const limited = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read()
          if (done) return controller.close()
          size += value.byteLength
          if (size > maxSize) {
            overflowed.add(request)
            controller.error(tooLarge())
            await reader.cancel().catch(() => {})
            return
          }
          controller.enqueue(value)
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    )
    // duplex: a stream body needs it in Node; the Workers runtime ignores it.
    const request: Request = new Request(c.req.raw, { body: limited, duplex: 'half' } as RequestInit)
    c.req.raw = request
    await next()
  })

// Reads an upload behind uploadLimit: past the ceiling is a 413; a body that is not the form it
// claims to be (a broken multipart boundary, a stream cut short) is the sender's mistake, a 400.
export const readUpload = async <T>(c: Context, read: () => Promise<T>, malformed: string): Promise<T> => {
  try {
    return await read()
  } catch {
    if (overflowed.has(c.req.raw)) throw tooLarge()
    throw new AppError('VALIDATION_FAILED', malformed)
  }
}

// A form upload behind uploadLimit: an LR photo with its fields, or a price list file.
export const readForm = (c: Context, malformed: string) => readUpload(c, () => c.req.parseBody(), malformed)
