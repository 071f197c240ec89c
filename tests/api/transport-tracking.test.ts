import { beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { StoredSettings } from '../../worker/contract/settings'
import type { ShipmentView, TransportView } from '../../worker/contract/transport'
import type { WhatsappMessage } from '../../worker/contract/whatsapp'
import { adminPut, auth, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { API } from '../helpers/test-app'
import { DISPATCH, toDispatched } from '../helpers/transport'

// The transporter's tracking page, from the seller's settings to the buyer's transport page, the
// console's shipment facts and the Dispatched WhatsApp message.

const t = apiApp({ seller: true })
const TRACK = 'https://track.example/lr?no={lr}&src=shop'
const LR = 'LR 70/21&B'
const LINK = `https://track.example/lr?no=${encodeURIComponent(LR)}&src=shop`

let ids: { dispatched: string; packedless: string }

const settingsNow = async () =>
  structuredClone(
    (await t.json<{ data: StoredSettings }>(`${API}/admin/settings`, { headers: auth(t.seller) })).body.data,
  )
const save = (settings: StoredSettings) =>
  t.json<ErrorBody>(`${API}/admin/settings`, adminPut(t.seller, settings))
const setTracking = async (url: string) => {
  const settings = await settingsNow()
  settings.transport.transporters[0]!.tracking_url = url
  expect((await save(settings)).status).toBe(200)
}
const view = async (id: string) =>
  (await t.json<{ data: TransportView }>(`${API}/order/public/transport/${id}`)).body.data
const shipmentOf = async (id: string) =>
  (
    await t.json<{ data: ShipmentView | null }>(`${API}/admin/orders/${id}/shipment`, {
      headers: auth(t.seller),
    })
  ).body.data
const dispatchedText = async (id: string) =>
  (
    await t.json<{ data: WhatsappMessage }>(`${API}/admin/orders/${id}/whatsapp?moment=dispatched`, {
      headers: auth(t.seller),
    })
  ).body.data.text

beforeAll(async () => {
  const catalogue = await catalogueOf(t)
  const dispatched = (await placeOrder(t, { catalogue })).order_id
  await toDispatched(t, t.seller, dispatched, { ...DISPATCH, lr_number: LR })
  ids = { dispatched, packedless: (await placeOrder(t, { catalogue })).order_id }
})

describe('a tracking link per transporter', () => {
  it('no address in the settings: no link anywhere, and the message has no tracking line', async () => {
    expect((await view(ids.dispatched)).shipment?.tracking_href).toBeNull()
    expect((await shipmentOf(ids.dispatched))?.tracking_href).toBeNull()
    const text = await dispatchedText(ids.dispatched)
    expect(text).toContain(`LR ${LR}.`)
    expect(text).not.toMatch(/track/i)
  })

  it("the buyer's transport page carries the link with the LR encoded, and nothing more than before", async () => {
    await setTracking(`  ${TRACK} `)
    const data = await view(ids.dispatched)
    expect(data.shipment?.tracking_href).toBe(LINK)
    // The page's data is what it was, plus the link: nothing of the buyer, nor the settings.
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'enquiry_number',
        'lr_number',
        'lr_photo_path',
        'order_status',
        'order_status_label',
        'shipment',
        'transporter',
      ].sort(),
    )
    expect(JSON.stringify(data)).not.toContain('{lr}')
    expect(JSON.stringify(data)).not.toMatch(/9876543210|Karthik|tracking_url/)
    expect((await shipmentOf(ids.dispatched))?.tracking_href).toBe(LINK)
  })

  it('the Dispatched message ends with the link on its own line, and a custom draft without {track} gets it too', async () => {
    expect(await dispatchedText(ids.dispatched)).toMatch(
      new RegExp(
        `\\nTrack it on Sivakasi Roadways \\(demo\\)'s site: ${LINK.replace(/[.?*()[\]\\]/g, '\\$&')}$`,
      ),
    )
    const settings = await settingsNow()
    settings.whatsapp.en.dispatched = 'Sent {enquiry}, LR {lr}.'
    expect((await save(settings)).status).toBe(200)
    expect((await dispatchedText(ids.dispatched)).split('\n')).toEqual([
      expect.stringMatching(/^Sent ENQ-\d+, LR LR 70\/21&B\.$/),
      `Track it on the transporter’s site: ${LINK}`,
    ])
  })

  it('an address edited later applies to parcels already dispatched', async () => {
    await setTracking('https://new.example/{lr}')
    expect((await view(ids.dispatched)).shipment?.tracking_href).toBe(
      `https://new.example/${encodeURIComponent(LR)}`,
    )
  })

  it('an enquiry not dispatched yet has no shipment and so no link', async () => {
    expect((await view(ids.packedless)).shipment).toBeNull()
  })

  it('a transporter removed from the settings gives no link', async () => {
    const settings = await settingsNow()
    const demo = settings.transport.transporters[0]!
    settings.transport.transporters = [
      { ...demo, id: 'kpn', name: 'KPN', tracking_url: 'https://kpn.example/{lr}' },
    ]
    expect((await save(settings)).status).toBe(200)
    expect((await view(ids.dispatched)).shipment?.tracking_href).toBeNull()
    expect(await dispatchedText(ids.dispatched)).not.toContain('kpn.example')
  })

  it('the settings refuse an address that is not https or lacks {lr}, at its field', async () => {
    for (const [url, message] of [
      ['http://track.example/?lr={lr}', 'The tracking address must start with https://'],
      [
        'https://track.example/?lr=',
        'Put {lr} where the LR number goes, e.g. https://track.example/?lr={lr}',
      ],
    ] as const) {
      const settings = await settingsNow()
      settings.transport.transporters[0]!.tracking_url = url
      const refused = await save(settings)
      expect(refused.status).toBe(400)
      expect(refused.body.error.issues?.[0]).toMatchObject({
        path: 'transport.transporters.0.tracking_url',
        message,
      })
    }
  })
})
