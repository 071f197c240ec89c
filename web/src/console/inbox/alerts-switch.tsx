import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from '../../ui/toast'
import { consoleRegistration } from '../shell/console-app'
import { pushKeyQuery, subscribePhone, unsubscribePhone } from './alerts.queries'

type State = 'checking' | 'unreachable' | 'unsupported' | 'no-keys' | 'blocked' | 'off' | 'on'

// PushManager wants the VAPID public key as bytes.
const keyBytes = (base64url: string) => {
  const bin = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(bin, (c) => c.charCodeAt(0))
}

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window

const NOTES: Record<State, string> = {
  checking: 'Checking this phone…',
  // The shop's key could not be read (no signal): the switch waits for it instead of "Checking" on.
  unreachable: 'Could not reach the shop to check alerts. Try again when the signal is back.',
  unsupported:
    'This browser cannot receive alerts. On an iPhone, add the console to the Home Screen first (Share, Add to Home Screen) and open it from there.',
  'no-keys': 'Alerts are not set up on the server yet (VAPID keys). See docs/seller-alerts.md.',
  blocked:
    'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  off: 'New enquiries, change requests, payments to check and parcels waiting at a branch.',
  on: 'This phone gets an alert for new enquiries, change requests, payments to check and parcels waiting at a branch. Quiet hours are in Settings.',
}

// "Alerts on this phone": asks for notification permission, subscribes this browser with the
// shop's public key and hands the subscription to the server (or takes it back).
export function AlertsSwitch() {
  const key = useQuery({ ...pushKeyQuery(), enabled: supported() })
  const [state, setState] = useState<State>('checking')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!supported()) return setState('unsupported')
    if (key.isError) return setState('unreachable')
    if (!key.data) return
    if (!key.data.public_key) return setState('no-keys')
    if (Notification.permission === 'denied') return setState('blocked')
    let live = true
    consoleRegistration()
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => live && setState(sub ? 'on' : 'off'))
      .catch(() => live && setState('off'))
    return () => {
      live = false
    }
  }, [key.data, key.isError])

  const turnOn = async (publicKey: string) => {
    if ((await Notification.requestPermission()) !== 'granted') return setState('blocked')
    const reg = await consoleRegistration()
    if (!reg) return setState('unsupported')
    await navigator.serviceWorker.ready
    const sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    })
    const json = sub.toJSON()
    await subscribePhone({
      endpoint: sub.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    })
    setState('on')
    toast.success('Alerts are on for this phone')
  }

  const turnOff = async () => {
    const sub = await (await consoleRegistration())?.pushManager.getSubscription()
    if (sub) {
      await unsubscribePhone(sub.endpoint)
      await sub.unsubscribe()
    }
    setState('off')
    toast.success('Alerts are off for this phone')
  }

  const toggle = async () => {
    setBusy(true)
    try {
      if (state === 'on') await turnOff()
      else if (key.data?.public_key) await turnOn(key.data.public_key)
    } catch {
      toast.error('Could not change alerts on this phone. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const usable = state === 'on' || state === 'off'
  return (
    <div className="admin-alerts-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-checked={state === 'on'}
          checked={state === 'on'}
          disabled={!usable || busy}
          onChange={toggle}
        />{' '}
        <strong>Alerts on this phone</strong>
      </label>
      <p className="muted">{NOTES[state]}</p>
    </div>
  )
}
