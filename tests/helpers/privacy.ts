import { type Dirent, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { ClaimableEnquiries, ClaimedEnquiries } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { auth } from './accounts'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from './enquiry'
import { API, type TestApp } from './test-app'

// A buyer whose details are found nowhere else in a test database, so a search for them is exact.
export const VALLI = {
  customer_name: 'Valliammai Arunachalam',
  mobile_no: '9791234567',
  email_id: 'valli.arunachalam@example.in',
  address: '77, Kamarajar Salai',
  city: 'Thoothukudi',
  pin_code: '628001',
}

export const placeEnquiry = async (
  t: TestApp,
  buyer: Partial<typeof VALLI>,
  session?: { sub: string; token: string },
) => {
  const payload = enquiryFor(bigEnoughCart(await catalogueOf(t), 5000), {
    ...buyer,
    ...(session ? { sub: session.sub } : {}),
  })
  const res = await t.json<{ data: SavedEnquiry } & ErrorBody>(
    `${API}/order/save`,
    post(payload, session ? auth(session.token) : {}),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}

export const claimable = (t: TestApp, token: string) =>
  t.json<{ data: ClaimableEnquiries } & ErrorBody>(`${API}/account/claim-enquiries`, { headers: auth(token) })

export const claim = (t: TestApp, token: string) =>
  t.json<{ data: ClaimedEnquiries } & ErrorBody>(`${API}/account/claim-enquiries`, post({}, auth(token)))

// Where each text is found in the whole database: every table, every column, as `table.column`.
export const findInDatabase = async (t: TestApp, needles: string[]) => {
  const client = t.db.$client
  const tables = await client.execute("select name from sqlite_master where type = 'table'")
  const found = new Map<string, Set<string>>(needles.map((n) => [n, new Set()]))
  for (const { name } of tables.rows) {
    const rows = await client.execute(`select * from "${String(name)}"`)
    for (const row of rows.rows) {
      for (const column of rows.columns) {
        const value = row[column]
        if (typeof value !== 'string') continue
        for (const n of needles) if (value.includes(n)) found.get(n)?.add(`${String(name)}.${column}`)
      }
    }
  }
  return Object.fromEntries([...found].map(([n, places]) => [n, [...places].sort()]))
}

// Every file in the test app's object folder, with its bytes.
export const objectFiles = (t: TestApp) => {
  const root = join(t.dir, 'objects')
  const walk = (dir: string): string[] => {
    let entries: Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return []
    }
    return entries.flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
  }
  return walk(root).map((path) => ({ path: path.slice(root.length + 1), text: readFileSync(path, 'latin1') }))
}
