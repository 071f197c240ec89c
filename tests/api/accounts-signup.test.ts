import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { accounts } from '../../worker/db/schema'
import { signupBody } from '../helpers/accounts'
import { post } from '../helpers/enquiry'
import { API, CLIENT_FROM_HEADER, testAppPerFile } from '../helpers/test-app'

// Signing up: one account per mobile number, and the password kept only as a slow, salted hash.

const ctx = testAppPerFile({ overrides: CLIENT_FROM_HEADER })

describe('account/checkDuplicate and account/save', () => {
  it('says a mobile is free, signs up with the usual message, then says it is taken', async () => {
    const mobile = '9840012345'
    const free = await ctx.t.json<{ data: { status: number } }>(
      `${API}/account/checkDuplicate`,
      post(signupBody(mobile)),
    )
    expect(free.body.data.status).toBe(1)
    const saved = await ctx.t.json<{ data: { sub: string; message: string } }>(
      `${API}/account/save`,
      post(signupBody(mobile)),
    )
    expect(saved.status).toBe(201)
    expect(saved.body.data.message).toBe('Signup process done. Use your mobile number as Username & Password')
    expect(saved.body.data.sub).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const taken = await ctx.t.json<{ data: { status: number } }>(
      `${API}/account/checkDuplicate`,
      post({ mobile_no: mobile }),
    )
    expect(taken.body.data.status).toBe(0)
    const again = await ctx.t.json<ErrorBody>(`${API}/account/save`, post(signupBody(mobile)))
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'This mobile number already exists, please use different mobile number to continue',
    )
  })

  it('stores only a salted, peppered PBKDF2 hash with its iteration count', async () => {
    const mobile = '9840054321'
    await ctx.t.json(`${API}/account/save`, post(signupBody(mobile)))
    const row = (await ctx.t.db.select().from(accounts).where(eq(accounts.mobileNo, mobile)))[0]!
    expect(row.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(row.passwordHash).not.toContain(mobile)
  })

  it('answers each invalid signup field with its own message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_name: '' }, 'Customer Name is required'],
      [{ address: '' }, 'Address is required'],
      [{ city: '' }, 'City is required'],
      [{ pin_code: '' }, 'PIN Code is required'],
      [{ pin_code: '1234567' }, 'Invalid PIN Code'],
      [{ mobile_no: '' }, 'Mobile Number is required'],
      [{ mobile_no: '12345abcde' }, 'Invalid Mobile Number'],
      [{ email_id: `${'x'.repeat(45)}@a.com` }, 'E-mail must be at most 50 characters'],
    ]
    for (const [change, message] of cases) {
      const r = await ctx.t.json<ErrorBody>(
        `${API}/account/save`,
        post({ ...signupBody('9840099999'), ...change }),
      )
      expect(r.status).toBe(400)
      expect(r.body.error.message).toBe(message)
    }
  })
})
