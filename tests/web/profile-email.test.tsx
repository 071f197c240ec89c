import { type Profile, profileUpdateSchema } from '@contract/accounts'
import { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProfileForm } from '../../web/src/features/accounts/profile-form'
import { fakeApi, ok, renderPage, resetBetweenTests } from './kit'

const saved: Profile = {
  sub: 'sub-1',
  customer_name: 'Murugan S',
  mobile_no: '9876543210',
  email_id: 'old@example.in',
  address: '12, Car Street',
  city: 'Sivakasi',
  pin_code: '626123',
  district: null,
  state: null,
}

// The server's side of account/update: the real contract schema reads the body, then a field
// changes only when the parsed value is not undefined (as the accounts service does).
const serveUpdates = () => {
  const stored = { ...saved }
  const bodies: unknown[] = []
  fakeApi({
    '*': ({ body }) => {
      bodies.push(body)
      const input = profileUpdateSchema.parse(body)
      if (input.email_id !== undefined) stored.email_id = input.email_id
      if (input.city !== undefined) stored.city = input.city
      return ok(stored)
    },
  })
  return { stored, bodies }
}

resetBetweenTests()

const renderForm = () =>
  renderPage(<ProfileForm profile={saved} onAuthLost={() => {}} />, {
    path: '/profile',
    client: new QueryClient(),
  })

describe('profile e-mail', () => {
  it('clearing the e-mail and saving removes the saved address', async () => {
    const server = serveUpdates()
    renderForm()
    const email = screen.getByLabelText(/E-mail/) as HTMLInputElement
    expect(email.value).toBe('old@example.in')
    fireEvent.change(email, { target: { value: '' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })))
    await waitFor(() => expect(server.bodies).toHaveLength(1))
    expect(server.bodies[0]).toMatchObject({ sub: 'sub-1', email_id: '' })
    await waitFor(() => expect(server.stored.email_id).toBeNull())
    await waitFor(() => expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe(''))
  })

  it('an update that leaves the e-mail out keeps it, and a new one replaces it', () => {
    expect(profileUpdateSchema.parse({ sub: 'x', city: 'Madurai' }).email_id).toBeUndefined()
    expect(profileUpdateSchema.parse({ sub: 'x', email_id: ' new@example.in ' }).email_id).toBe(
      'new@example.in',
    )
    expect(profileUpdateSchema.parse({ sub: 'x', email_id: '' }).email_id).toBeNull()
  })
})
