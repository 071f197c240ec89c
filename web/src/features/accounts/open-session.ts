import type { LoginResult } from '@contract/accounts'
import { deviceToken, sessionStore } from '../../shared/session'

// A sign-in, a sign-up or a chosen password answers with a session: this device keeps it, and
// keeps the device token it will show at the next sign-in.
export function openSession(result: LoginResult, roles: string[] = result.roles ?? []): void {
  deviceToken.set(result.device_token)
  sessionStore.signIn({
    token: result.token,
    sub: result.sub,
    roles,
    isAddressAdded: result.is_address_added === 1,
  })
}
