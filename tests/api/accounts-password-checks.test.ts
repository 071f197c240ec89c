import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { LoginResult } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import { accounts } from '../../worker/db/schema'
import { auth, loginAs, NEW_PASSWORD, signupAndLogin } from '../helpers/accounts'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

// A borrowed session cannot guess the account's password: the current password asked by
// change-password and delete is counted on the place's sign-in keys and on the account's own day
// budget for such checks, which strangers guessing at the sign-in cannot touch.

const t = apiApp()

const changePassword = (token: string, current: string, client: string) =>
  t.json<{ data: LoginResult } & ErrorBody>(
    `${API}/account/change-password`,
    post(
      { current_password: current, new_password: 'taken-over-2026' },
      { ...auth(token), 'x-test-client': client },
    ),
  )

const deleteAccount = (token: string, password: string, client: string) =>
  t.json<ErrorBody>(`${API}/account/delete`, post({ password }, { ...auth(token), 'x-test-client': client }))

describe('password checks inside a session', () => {
  it('change-password checks 5 wrong current passwords from one place, then refuses even the right one', async () => {
    const me = await signupAndLogin(t, '9840500001')
    const answers = []
    for (let i = 0; i < 40; i++)
      answers.push((await changePassword(me.token, `guess-${i}-pass`, 'borrowed')).status)
    expect(answers.filter((s) => s === 400)).toHaveLength(5)
    expect(answers.slice(5).every((s) => s === 429)).toBe(true)
    const right = await changePassword(me.token, NEW_PASSWORD, 'borrowed')
    expect(right.status).toBe(429)
    expect(right.body.error.code).toBe('RATE_LIMITED')
    // The password did not change: the owner still signs in with it.
    expect((await loginAs(t, '9840500001', NEW_PASSWORD, { client: 'owner' })).status).toBe(200)
  })

  it('parallel guesses share the budget too', async () => {
    const me = await signupAndLogin(t, '9840500002')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(me.token, `parallel-${i}-x`, 'racer')),
    )
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15)
  })

  it("strangers' sign-in guesses do not stop the owner changing the password in their session", async () => {
    const me = await signupAndLogin(t, '9840500003')
    // Spread over many places, they use up the number's caps for sign-ins from a new browser.
    for (let i = 0; i < 60; i++) await loginAs(t, '9840500003', `x-${i}-guess`, { client: `far-${i}` })
    expect((await loginAs(t, '9840500003', NEW_PASSWORD, { client: 'new-phone' })).status).toBe(429)
    expect((await changePassword(me.token, NEW_PASSWORD, 'home')).status).toBe(200)
  })

  it('checks inside a session have a day budget of their own, wherever they come from', async () => {
    const me = await signupAndLogin(t, '9840500006')
    const statuses = []
    for (let i = 0; i < 12; i++)
      statuses.push((await changePassword(me.token, `y-${i}-guess`, `near-${i}`)).status)
    expect(statuses.filter((s) => s === 400)).toHaveLength(10)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect((await changePassword(me.token, NEW_PASSWORD, 'near-99')).status).toBe(429)
  })

  it('delete checks 5 wrong passwords from one place, then refuses even the right one', async () => {
    const me = await signupAndLogin(t, '9840500004')
    const answers = []
    for (let i = 0; i < 10; i++)
      answers.push((await deleteAccount(me.token, `guess-${i}-pass`, 'left-unlocked')).status)
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429])
    expect((await deleteAccount(me.token, NEW_PASSWORD, 'left-unlocked')).status).toBe(429)
    expect(await t.db.select().from(accounts).where(eq(accounts.id, me.sub))).toHaveLength(1)
    // From the owner's own place, later, the right password deletes it.
    expect((await deleteAccount(me.token, NEW_PASSWORD, 'owner')).status).toBe(200)
  })

  it('a right current password clears the pause of its place', async () => {
    const me = await signupAndLogin(t, '9840500005')
    for (let i = 0; i < 4; i++)
      expect((await changePassword(me.token, 'typo-typo-1', 'home')).status).toBe(400)
    const changed = await changePassword(me.token, NEW_PASSWORD, 'home')
    expect(changed.status).toBe(200)
    for (let i = 0; i < 4; i++) {
      const again = await t.json(
        `${API}/account/change-password`,
        post(
          { current_password: 'typo-typo-2', new_password: 'another-2026-x' },
          { ...auth(changed.body.data.token), 'x-test-client': 'home' },
        ),
      )
      expect(again.status).toBe(400)
    }
  })
})
