import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { districtNameTa, stateNameTa } from '../../web/src/features/accounts/place-names-ta'

const india = JSON.parse(readFileSync('worker/db/seed/india.json', 'utf8')) as {
  code: string
  name: string
  districts: string[]
}[]

describe("the signup lists' Tamil names", () => {
  it('every state and union territory the shop knows has its Tamil name', () => {
    const missing = india.map((s) => s.name).filter((n) => stateNameTa(n) === n)
    expect(missing).toEqual([])
  })

  it("every Tamil Nadu district has its Tamil name; other states' districts show as they come", () => {
    const tamilNadu = india.find((s) => s.code === 'TN')!
    expect(tamilNadu.districts.filter((d) => districtNameTa(d) === d)).toEqual([])
    expect(districtNameTa('Ernakulam')).toBe('Ernakulam')
  })
})
