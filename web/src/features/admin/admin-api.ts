import type { ErrorBody } from '@contract/common'
import { ApiError, errorOf, send as shared } from '../../lib/api-client'

// The console's calls that api() does not make: PUT, a multipart upload, a CSV body and a file
// download. Same headers and the same ApiError as api(), so pages treat every failure alike.

interface AdminInit {
  method?: 'GET' | 'POST' | 'PUT'
  json?: unknown
  form?: FormData
  text?: { body: string; type: string }
  signal?: AbortSignal
}

// The shared fetch, so the console's calls renew the seller's token like every other call.
const send = (path: string, init: AdminInit): Promise<Response> => {
  const headers: Record<string, string> = {}
  let body: BodyInit | null = null
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(init.json)
  } else if (init.form) {
    // The browser writes the multipart boundary into Content-Type itself.
    body = init.form
  } else if (init.text) {
    headers['Content-Type'] = init.text.type
    body = init.text.body
  }
  return shared(path, {
    method: init.method ?? (body === null ? 'GET' : 'POST'),
    headers,
    body,
    signal: init.signal,
  })
}

const failure = async (res: Response) => {
  const text = await res.text().catch(() => '')
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  // A proxy's own 413 page carries no error body; say what it means for an upload.
  if (res.status === 413 && !(json as ErrorBody | undefined)?.error)
    return new ApiError('PAYLOAD_TOO_LARGE', 'The file is too large to upload.', res.status)
  return errorOf(res, json)
}

export const adminRequest = async <T>(path: string, init: AdminInit = {}): Promise<T> => {
  const res = await send(path, init)
  if (!res.ok) throw await failure(res)
  const text = await res.text().catch(() => '')
  try {
    return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T
  } catch {
    throw new ApiError(
      'HTTP_ERROR',
      'The server answered something unexpected. Please try again.',
      res.status,
    )
  }
}

export const adminDownload = async (path: string, signal?: AbortSignal): Promise<Blob> => {
  const res = await send(path, signal ? { signal } : {})
  if (!res.ok) throw await failure(res)
  return res.blob()
}

// Saves a Blob as a file through a temporary link: works on phones too, with no new window.
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
