import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { checkoutApi, checkoutSetup, renderCheckout } from './checkout-page-helpers'

checkoutSetup()

// A 390 px phone: the page's one layout switch reads this media query.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

describe('quick checkout on a phone', () => {
  it('draws each line as a compact row of name, quantity and amount, its prices behind a tap', () => {
    checkoutApi()
    renderCheckout()
    const rows = document.querySelectorAll<HTMLElement>('.checkout-row')
    expect(rows).toHaveLength(2)
    const first = rows[0]!
    expect(first.querySelector('.checkout-row-name')?.textContent).toBe('Sparkler 1')
    expect((within(first).getByLabelText('Quantity of Sparkler 1') as HTMLInputElement).value).toBe('2')
    expect(first.querySelector('.checkout-row-amount')?.textContent).toContain('1,000')
    // The MRP, our price and the saving wait, closed, under the row's own summary.
    const more = first.querySelector('details')
    expect(more?.open).toBe(false)
    expect(more?.querySelector('summary')?.textContent).toBe('Price details')
    expect(more?.textContent).toContain('MRP')
    expect(document.querySelector('table')).toBeNull()
  })

  it('puts the way to the form before the first line, and it lands on the form', () => {
    checkoutApi()
    renderCheckout()
    const jump = screen.getByRole('link', { name: 'Go to the form' })
    const firstRow = document.querySelector('.checkout-row')!
    expect(jump.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const heading = screen.getByRole('heading', { name: 'Billing Info' })
    heading.scrollIntoView = vi.fn()
    fireEvent.click(jump)
    expect(heading.scrollIntoView).toHaveBeenCalled()
    expect(document.activeElement).toBe(heading)
  })
})
