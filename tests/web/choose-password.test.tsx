import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ChoosePasswordPage from '../../web/src/app/routes/choose-password'
import { passwordStep } from '../../web/src/shared/password-step'
import { sessionStore } from '../../web/src/shared/session'

function Where() {
  const l = useLocation()
  return <p data-testid="where">{l.pathname + l.search}</p>
}

const renderStep = (url = '/choose-password?redirect_url=signin') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/choose-password', element: <ChoosePasswordPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

type Reply = { status?: number; body: unknown }
const mockApi = (replies: Record<string, Reply>) => {
  const calls: { path: string; body: unknown; token: string | null }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/api/website-management/', '')
      const headers = (init?.headers ?? {}) as Record<string, string>
      calls.push({
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        token: headers['x-auth-token'] ?? null,
      })
      const reply = replies[path] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'nf' } } }
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
    }),
  )
  return calls
}

const full = {
  token: 'full-token',
  sub: 'sub-1',
  is_address_added: 1,
  is_initial_password: 0,
  must_change_password: 0,
  roles: ['user'],
  expires_at: 1,
  device_token: 'dev-1',
}

beforeEach(() => {
  localStorage.clear()
  sessionStore.signOut()
  passwordStep.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('choose your password', () => {
  it('without a pending step the page is sign-in, keeping where to go next', async () => {
    mockApi({})
    renderStep()
    expect((await screen.findByTestId('where')).textContent).toBe('/signin?redirect_url=signin')
  })

  it('shows a heading, and labelled new and confirm inputs', async () => {
    mockApi({})
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy()
    expect(screen.getByLabelText('New password')).toBeTruthy()
    expect(screen.getByLabelText('Confirm new password')).toBeTruthy()
  })

  it('refuses two different passwords without calling the server', async () => {
    const calls = mockApi({})
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'fireworks-2026' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'fireworks-2027' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }))
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it("puts the server's issue under the new password field", async () => {
    mockApi({
      'account/set-password': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            issues: [{ path: 'new_password', message: 'Choose a password other than your mobile number' }],
          },
        },
      },
    })
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: '9876543210' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: '9876543210' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' })))
    const message = await screen.findByText('Choose a password other than your mobile number')
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(message.id)
    expect(sessionStore.get()).toBeNull()
  })

  it('sends the new password with the password-scope token, and only then signs the buyer in', async () => {
    const calls = mockApi({ 'account/set-password': { body: { data: full } } })
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'fireworks-2026' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'fireworks-2026' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' })))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/quick-checkout'))
    expect(calls).toEqual([
      { path: 'account/set-password', body: { new_password: 'fireworks-2026' }, token: 'pw-scope' },
    ])
    expect(sessionStore.get()).toMatchObject({ token: 'full-token', sub: 'sub-1', roles: ['user'] })
    expect(localStorage.getItem('device_token')).toBe('dev-1')
    expect(passwordStep.get()).toBeNull()
  })
})
