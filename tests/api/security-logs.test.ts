import { sql } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { beforeEach, describe, expect, it } from 'vitest'
import { describeFailure } from '../../worker/app-errors'
import type { ErrorBody } from '../../worker/contract/common'
import { logSafe } from '../../worker/lib/log-safe'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

const t = apiApp()

beforeEach(() => {
  t.logs.length = 0
})

// A database that refuses a write with its own error text, as a full disk or a broken replica
// would: the driver's error then carries the statement and every value it was binding.
const failWrites = (table: 'accounts' | 'orders') =>
  t.db.run(
    sql.raw(
      `create trigger if not exists refuse_${table} before insert on ${table} begin select raise(abort, 'disk on fire while writing'); end`,
    ),
  )
const allowWrites = (table: 'accounts' | 'orders') =>
  t.db.run(sql.raw(`drop trigger if exists refuse_${table}`))

const BUYER = {
  customer_name: 'Saravanan Kumaresan',
  mobile_no: '9443312345',
  address: '77, Secret Lane, Velachery',
  city: 'Chennai',
  pin_code: '600042',
}
const FORGED = 'GET /api/website-management/admin/orders 200 1.0ms forged-request-id'

const logText = () => t.logs.join('\n')
const expectNoBuyerDetails = () => {
  const text = logText()
  for (const secret of [
    BUYER.customer_name,
    BUYER.mobile_no,
    'Secret Lane',
    'disk on fire',
    'Failed query',
    'insert into',
    'scrypt',
    '$',
  ]) {
    expect(text, secret).not.toContain(secret)
  }
}

describe('logs hold no buyer details', () => {
  it("a failed sign-up insert logs the error's class, code and request id, never the name, mobile, address or password hash it was binding", async () => {
    await failWrites('accounts')
    try {
      const res = await t.json<ErrorBody>(
        `${API}/account/save`,
        post({ ...BUYER, email_id: 'saravanan@example.com', password: 'kolam-secret-2026' }),
      )
      expect(res.status).toBe(500)
      expect(res.body.error.code).toBe('INTERNAL')
      expect(res.body.error.message).not.toContain('disk on fire')
      const errorLine = t.logs.find((l) => l.startsWith('ERROR '))!
      expect(errorLine).toContain(res.body.error.requestId!)
      expect(errorLine).toMatch(/SQLITE_CONSTRAINT/)
      expect(t.logs.join('')).not.toContain('saravanan@example.com')
      expect(t.logs.join('')).not.toContain('kolam-secret-2026')
      expectNoBuyerDetails()
    } finally {
      await allowWrites('accounts')
    }
  })

  it('an enquiry whose address carries a newline and a fake log line cannot forge a line when its write fails', async () => {
    const catalogue = await catalogueOf(t)
    await failWrites('orders')
    try {
      const res = await t.json<ErrorBody>(
        `${API}/order/save`,
        post(enquiryFor(bigEnoughCart(catalogue), { ...BUYER, address: `77, Secret Lane\n${FORGED}` })),
      )
      expect(res.status).toBe(500)
      expect(t.logs.some((l) => l.startsWith('ERROR POST /api/website-management/order/save'))).toBe(true)
      expect(t.logs.every((l) => !/[\r\n]/.test(l))).toBe(true)
      expect(logText()).not.toContain('forged-request-id')
      expectNoBuyerDetails()
    } finally {
      await allowWrites('orders')
    }
  })

  it('a URL with an encoded newline cannot start a log line of its own', async () => {
    const res = await t.request(`${API}/order/public/get/abc%0D%0A${encodeURIComponent(FORGED)}%E2%80%A8%00`)
    expect(res.status).toBeLessThan(500)
    expect(t.logs).toHaveLength(1)
    for (const c of ['\r', '\n', '\u2028', '\u0000']) expect(t.logs[0]).not.toContain(c)
    expect(t.logs[0]!.startsWith('GET /api/website-management/order/public/get/abc??GET')).toBe(true)
    // The refusal's code and the request id are on the line, so the seller can find it.
    expect(t.logs[0]).toMatch(/ 400 INVALID_ID [\d.]+ms [0-9a-f-]{36}$/)
  })
})

describe('log helpers', () => {
  it('logSafe replaces every control, format and separator character', () => {
    expect(logSafe('a\r\nb\tc\u0000d\u202ee\u2028f\u200bg')).toBe('a??b?c?d?e?f?g')
    expect(logSafe('x'.repeat(500))).toHaveLength(200)
  })

  it('describeFailure names the error chain by class and code, never by message', () => {
    const cause = Object.assign(new Error('SQLITE_CONSTRAINT: Karthik 9876543210'), {
      code: 'SQLITE_CONSTRAINT',
    })
    const error = new Error('Failed query: insert ... params: Karthik,9876543210', { cause })
    expect(describeFailure(error)).toBe('Error <- Error(SQLITE_CONSTRAINT)')
    expect(describeFailure(Object.assign(new Error('x'), { code: 'a b\nc' }))).toBe('Error')
  })

  // The worker is minified without function names (wrangler.toml keep_names = false): there a class's
  // own name is a mangled letter, so the log goes by the name each error gives itself.
  it('describeFailure names errors as minification leaves them: by their own name, not their class', () => {
    const a = class extends Error {}
    const libsql = Object.assign(new a('SQLITE_BUSY: Karthik'), { name: 'LibsqlError', code: 'SQLITE_BUSY' })
    const query = new DrizzleQueryError('insert into orders values (?)', ['9876543210'], libsql)
    expect(describeFailure(query)).toBe('DrizzleQueryError <- LibsqlError(SQLITE_BUSY)')
    expect(describeFailure(new (class b extends TypeError {})('x'))).toBe('TypeError')
  })
})
