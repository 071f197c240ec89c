import { profileUpdateSchema } from '@contract/accounts'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { issuesToErrors, schemaErrors, TextField, useForm } from '../../web/src/ui/form'

afterEach(cleanup)

describe('the server issues mapper', () => {
  const issues = [
    { path: 'regions.0.amount', message: 'Too small' },
    { path: 'regions.0.amount', message: 'Second message is dropped' },
    { path: 'email_id', message: 'Invalid E-mail' },
    { path: 'sub', message: 'Not a field of the form' },
  ]

  it('keeps the first message per full path when no fields are named', () => {
    expect(issuesToErrors(issues)).toEqual({
      'regions.0.amount': 'Too small',
      email_id: 'Invalid E-mail',
      sub: 'Not a field of the form',
    })
  })

  it('puts nested issues on the named top-level field and leaves out the rest', () => {
    expect(issuesToErrors(issues, { fields: ['regions', 'email_id'] })).toEqual({
      regions: 'Too small',
      email_id: 'Invalid E-mail',
    })
  })

  it('renames paths before placing them', () => {
    expect(
      issuesToErrors(issues, { keyOf: (p) => p.replace(/\.\d+\./, '.'), fields: ['regions.amount'] }),
    ).toEqual({ 'regions.amount': 'Too small' })
  })

  it("reads a contract schema's messages the same way", () => {
    expect(schemaErrors(profileUpdateSchema, { sub: 'x', email_id: 'not-an-address' })).toEqual({
      email_id: 'Invalid E-mail',
    })
  })
})

function Probe() {
  const form = useForm(
    'probe',
    { pin: '' },
    z.object({ pin: z.string().regex(/^[0-9]{6}$/, 'Invalid PIN Code') }),
  )
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.check()
      }}
    >
      <TextField f={form.field('pin')} label="PIN code" hint="Six digits" digits={6} />
      <button type="submit">Send</button>
    </form>
  )
}

describe('the field and the form hook', () => {
  it('shows the schema message under the field only after a submit, wired for screen readers', async () => {
    render(<Probe />)
    const input = screen.getByLabelText('PIN code')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe('probe-pin-hint')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('probe-pin-hint probe-pin-error')
    expect(document.getElementById('probe-pin-error')?.textContent).toBe('Invalid PIN Code')
  })

  it('keeps digits only on a numeric field, also when pasting', () => {
    render(<Probe />)
    const input = screen.getByLabelText('PIN code') as HTMLInputElement
    fireEvent.change(input, { target: { value: '62 6 123x9' } })
    expect(input.value).toBe('626123')
  })
})
