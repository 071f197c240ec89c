import { describe, expect, it } from 'vitest'
import { nodeEnvSchema, parseEnv, vapidOf, workersEnvSchema } from '../../worker/env'
import { pushConfigOf } from '../../worker/features/alerts/alerts-push'

const workers = {
  LIBSQL_URL: 'https://db.example.turso.io',
  JWT_SECRET: 'x'.repeat(40),
  PASSWORD_PEPPER: 'y'.repeat(40),
}
const jwk = async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])
  const k = await crypto.subtle.exportKey('jwk', pair.privateKey)
  return JSON.stringify({ kty: k.kty, crv: k.crv, x: k.x, y: k.y, d: k.d })
}

describe('VAPID keys from the environment', () => {
  it('a JWK pair and a mailto subject give the push identity, its public key derived from the private one', async () => {
    const key = await jwk()
    const env = parseEnv(workersEnvSchema, {
      ...workers,
      VAPID_PRIVATE_KEY: key,
      VAPID_SUBJECT: 'mailto:shop@example.com',
    })
    const push = pushConfigOf(vapidOf(env))!
    const { x, y } = JSON.parse(key) as { x: string; y: string }
    expect(Buffer.from(push.publicKey, 'base64url')).toEqual(
      Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]),
    )
    expect(push.subject).toBe('mailto:shop@example.com')
  })

  it('none at all means alerts are kept but not pushed, on both entries', () => {
    expect(vapidOf(parseEnv(workersEnvSchema, workers))).toBeUndefined()
    expect(vapidOf(parseEnv(nodeEnvSchema, {}))).toBeUndefined()
  })

  it('a key that is not an EC P-256 JWK, a bad subject, or one without the other is refused with the fix', async () => {
    expect(() => parseEnv(workersEnvSchema, { ...workers, VAPID_PRIVATE_KEY: 'BNcRd-not-a-jwk' })).toThrow(
      /VAPID_PRIVATE_KEY must be the JWK JSON printed by `npm run vapid:keys`/,
    )
    expect(() =>
      parseEnv(workersEnvSchema, { ...workers, VAPID_PRIVATE_KEY: '{"kty":"RSA","n":"x","e":"AQAB"}' }),
    ).toThrow(/VAPID_PRIVATE_KEY/)
    expect(() => parseEnv(nodeEnvSchema, { VAPID_SUBJECT: 'shop@example.com' })).toThrow(
      /VAPID_SUBJECT must be mailto:/,
    )
    const onlyKey = parseEnv(nodeEnvSchema, { VAPID_PRIVATE_KEY: await jwk() })
    expect(() => vapidOf(onlyKey)).toThrow(/go together/)
  })
})
