import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { StoredSettings } from '../../worker/contract/settings'
import type { WhatsappMessage } from '../../worker/contract/whatsapp'
import { adminPut, auth } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { acceptedQuote } from '../helpers/quote-fixture'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })

const current = async () =>
  (await t.json<{ data: StoredSettings }>(`${API}/admin/settings`, { headers: auth(t.seller) })).body.data
const save = (body: unknown) =>
  t.json<{ data: StoredSettings } & ErrorBody>(`${API}/admin/settings`, adminPut(t.seller, body))

const withDraft = (s: StoredSettings, locale: 'en' | 'ta', text: string): StoredSettings => ({
  ...s,
  whatsapp: { ...s.whatsapp, [locale]: { ...s.whatsapp[locale], quote_sent: text } },
})

describe('WhatsApp drafts in settings', () => {
  it('a draft with a misspelt token is refused with 400 naming the field and the token, and nothing changes', async () => {
    const before = await current()
    const res = await save(withDraft(before, 'ta', 'வணக்கம் {nmae}, {enquiry}: {link}'))
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
    const issue = res.body.error.issues?.[0]
    expect(issue?.path).toBe('whatsapp.ta.quote_sent')
    expect(issue?.message).toContain('{nmae}')
    expect(await current()).toEqual(before)
  })

  it('a token in capitals is not a token', async () => {
    const res = await save(withDraft(await current(), 'en', 'Hello {Name}'))
    expect(res.status).toBe(400)
    expect(res.body.error.issues?.[0]?.message).toContain('{Name}')
  })

  it('a saved draft is what the next message uses', async () => {
    const saved = await save(withDraft(await current(), 'en', 'Hi {name}! {enquiry} quote: {amount} {link}'))
    expect(saved.status).toBe(200)
    const q = await acceptedQuote(t)
    const res = await t.json<{ data: WhatsappMessage }>(
      `${API}/admin/orders/${q.id}/whatsapp?moment=quote_sent`,
      { headers: auth(t.seller) },
    )
    expect(res.body.data.text).toBe(
      `Hi Karthik Raja! ${q.enquiryNumber} quote: Rs. 11,800 http://localhost/quote?t=${q.token}`,
    )
  })
})

describe('alert quiet hours in settings', () => {
  it('a start without an end (or an end without a start) is refused with 400 on the empty one, not saved as no quiet hours', async () => {
    const before = await current()
    const startOnly = await save({ ...before, alerts: { quiet_from: '23:00', quiet_to: '' } })
    expect(startOnly.status).toBe(400)
    expect(startOnly.body.error.code).toBe('VALIDATION_FAILED')
    expect(startOnly.body.error.issues?.[0]?.path).toBe('alerts.quiet_to')
    const endOnly = await save({ ...before, alerts: { quiet_from: '', quiet_to: '06:00' } })
    expect(endOnly.status).toBe(400)
    expect(endOnly.body.error.issues?.[0]?.path).toBe('alerts.quiet_from')
    expect(await current()).toEqual(before)
    expect((await save({ ...before, alerts: { quiet_from: '', quiet_to: '' } })).status).toBe(200)
  })
})
