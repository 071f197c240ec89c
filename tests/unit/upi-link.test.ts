import { describe, expect, it } from 'vitest'
import { upiAmount, upiPayLink } from '../../worker/contract/upi'

describe('the UPI pay link', () => {
  it('carries the payee, the exact amount with two decimals, the enquiry number and INR', () => {
    expect(
      upiPayLink({
        upiId: 'sivakasi.demo@okaxis',
        payee: 'Sivakasi Crackers',
        paise: 1_180_050,
        note: 'ENQ-00042',
      }),
    ).toBe('upi://pay?pa=sivakasi.demo@okaxis&pn=Sivakasi%20Crackers&am=11800.50&tn=ENQ-00042&cu=INR')
  })

  it('writes whole rupees and small amounts with two decimals and no grouping', () => {
    expect(upiAmount(1_180_000)).toBe('11800.00')
    expect(upiAmount(5)).toBe('0.05')
    expect(upiAmount(100)).toBe('1.00')
    expect(upiAmount(-300)).toBe('0.00')
  })

  it('encodes a payee name that would otherwise break the query', () => {
    const link = upiPayLink({ upiId: 'a.b@upi', payee: 'Raja & Sons = #1?', paise: 100, note: 'ENQ 7' })
    const params = new URLSearchParams(link.slice('upi://pay?'.length))
    expect(params.get('pn')).toBe('Raja & Sons = #1?')
    expect(params.get('tn')).toBe('ENQ 7')
    expect(params.get('pa')).toBe('a.b@upi')
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'tn', 'cu'])
  })

  it('keeps a Tamil payee name readable by any UPI app after decoding', () => {
    const link = upiPayLink({
      upiId: 'kadai@okicici',
      payee: 'சிவகாசி பட்டாசு',
      paise: 250_000,
      note: 'ENQ-00001',
    })
    expect(link).not.toMatch(/[^\x21-\x7e]/)
    expect(new URLSearchParams(link.split('?')[1]).get('pn')).toBe('சிவகாசி பட்டாசு')
  })
})
