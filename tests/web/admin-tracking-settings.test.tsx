import { defaultSettings } from '@contract/settings-defaults'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

const transportSection = async () =>
  (await screen.findByRole('heading', { name: 'Transport' })).closest('section') as HTMLElement
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))

describe("a transporter's tracking address in the settings", () => {
  it('refuses an http address under its field and sends nothing; saves an https one with {lr}', async () => {
    const calls = fakeApi({
      'GET admin/settings': { body: { data: defaultSettings } },
      'PUT admin/settings': (call) => ({ body: { data: call.body } }),
    })
    signIn(['admin'])
    renderAt('/admin/settings')
    const section = await transportSection()
    const field = within(section).getByLabelText(/Tracking address/) as HTMLInputElement
    expect(field.value).toBe('')

    fireEvent.change(field, { target: { value: 'http://track.example/?lr={lr}' } })
    await save()
    expect(await within(section).findByText('The tracking address must start with https://')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    fireEvent.change(field, { target: { value: 'https://track.example/?lr=' } })
    await save()
    expect(await within(section).findByText(/Put \{lr\} where the LR number goes/)).toBeTruthy()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    fireEvent.change(field, { target: { value: 'https://track.example/?lr={lr}' } })
    await save()
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const sent = calls.find((c) => c.method === 'PUT')?.body as typeof defaultSettings
    expect(sent.transport.transporters[0]!.tracking_url).toBe('https://track.example/?lr={lr}')
    // The whole settings page draws and saves: several seconds on a loaded two-core machine.
  }, 15_000)

  it('the Dispatched preview shows the link once the transporter has an address, and no tracking line before', async () => {
    fakeApi({ 'GET admin/settings': { body: { data: defaultSettings } } })
    signIn(['admin'])
    renderAt('/admin/settings')
    const preview = await screen.findByTestId('preview-en-dispatched')
    expect(preview.textContent).not.toMatch(/Track it/)
    fireEvent.change(within(await transportSection()).getByLabelText(/Tracking address/), {
      target: { value: 'https://track.example/t/{lr}' },
    })
    await waitFor(() =>
      expect(screen.getByTestId('preview-en-dispatched').textContent).toContain(
        "Track it on Sivakasi Roadways (demo)'s site: https://track.example/t/LR-778",
      ),
    )
    expect(screen.getByTestId('preview-ta-dispatched').textContent).toContain(
      'https://track.example/t/LR-778',
    )
  }, 15_000)
})
