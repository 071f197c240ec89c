import { beforeEach, describe, expect, it } from 'vitest'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { acceptedQuote } from '../helpers/quote-fixture'
import { API } from '../helpers/test-app'

// A bill id and a quote link's token are capabilities: whoever holds one reads the buyer's name,
// mobile and address, or accepts and pays their quote. The request log (Workers logs, a Node
// server's journal) is read by more people than the seller, so neither may be written there.

const t = apiApp()
beforeEach(() => {
  t.logs.length = 0
})

describe('the request log holds no capability', () => {
  it("reading a buyer's bill, invoice, transport page, LR photo, quote and payment view logs neither the bill id nor the quote token", async () => {
    const q = await acceptedQuote(t)
    t.logs.length = 0
    const paths = [
      `/order/public/get/${q.id}`,
      `/order/public/print/get/${q.id}`,
      `/order/public/invoice/${q.id}`,
      `/order/public/transport/${q.id}`,
      `/order/public/lr/${q.id}`,
      `/quote/public/${q.token}`,
      `/quote/public/${q.token}/payment`,
    ]
    for (const path of paths) await t.request(`${API}${path}`)
    await t.request(`${API}/quote/public/${q.token}/change`, post({ version: 1, message: 'One more box' }))
    expect(t.logs).toHaveLength(paths.length + 1)
    const text = t.logs.join('\n')
    expect(text).not.toContain(q.id)
    expect(text).not.toContain(q.token)
    // Each line still says which call it was, how it ended and its request id.
    expect(t.logs[1]).toMatch(
      /^GET \/api\/website-management\/order\/public\/print\/get\/:id 200 [\d.]+ms [0-9a-f-]{36}$/,
    )
    expect(t.logs.at(-1)).toMatch(/^POST \/api\/website-management\/quote\/public\/:token\/change 200 /)
  })

  it('a failed database call on a capability path logs no capability either', async () => {
    const q = await acceptedQuote(t)
    t.logs.length = 0
    await t.request(`${API}/quote/public/${q.token}/accept`, post({ version: 99 }))
    expect(t.logs.join('\n')).not.toContain(q.token)
  })
})
