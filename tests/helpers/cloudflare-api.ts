// Test-only: the few Cloudflare API calls the deployment doctor makes, on loopback, standing in for
// api.cloudflare.com as the push endpoint stands in for a push service. The doctor reaches it
// through CLOUDFLARE_API_BASE_URL, the variable wrangler itself honours.
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CloudflareApiOptions {
  token: string
  accountId: string
  // Bucket names that exist.
  buckets: string[]
  // Worker name -> the names of its secrets.
  workers: Record<string, string[]>
}

const answer = (res: ServerResponse, status: number, result: unknown, codes: number[] = []) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      success: status === 200,
      errors: codes.map((code) => ({ code, message: `error ${code}` })),
      messages: [],
      result,
    }),
  )

export const startCloudflareApi = async (options: CloudflareApiOptions) => {
  const buckets = new Set(options.buckets)
  const workers = new Map(Object.entries(options.workers))
  const server = createServer((req, res) => {
    // Cloudflare's answer to a token it does not know: 10000 Authentication error.
    if (req.headers.authorization !== `Bearer ${options.token}`) return answer(res, 403, null, [10000])
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/client\/v4/, '')
    if (path === '/accounts') return answer(res, 200, [{ id: options.accountId, name: 'Seller' }])
    const account = `/accounts/${options.accountId}`
    const bucket = path.match(new RegExp(`^${account}/r2/buckets/([^/]+)$`))
    if (bucket) {
      const name = decodeURIComponent(bucket[1]!)
      return buckets.has(name)
        ? answer(res, 200, { name, location: 'APAC' })
        : answer(res, 404, null, [10006])
    }
    const secrets = path.match(new RegExp(`^${account}/workers/scripts/([^/]+)/secrets$`))
    const names = secrets ? workers.get(decodeURIComponent(secrets[1]!)) : undefined
    if (names)
      return answer(
        res,
        200,
        names.map((name) => ({ name, type: 'secret_text' })),
      )
    // 10007: no such Worker.
    return answer(res, 404, null, [10007])
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/client/v4`,
    buckets,
    workers,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}
