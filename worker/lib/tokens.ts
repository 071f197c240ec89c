import { errors, jwtVerify, SignJWT } from 'jose'
import { AppError } from './errors'

const ALG = 'HS256'

export type Role = 'user' | 'admin'
export type Scope = 'full' | 'password'

// How long one token works, and how long sliding renewal may keep a session alive. The seller's
// token opens every enquiry, so it lives shorter; a one-time-password token may only choose a password.
const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const SESSION_RULES = {
  user: { ttlMs: 12 * HOUR, absoluteMs: 30 * 24 * HOUR },
  admin: { ttlMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  password: { ttlMs: 15 * MINUTE, absoluteMs: 15 * MINUTE },
} as const

export const sessionRule = (role: Role, scope: Scope) =>
  SESSION_RULES[scope === 'password' ? 'password' : role]

// A device token proves "this browser signed in to this account before"; it opens nothing.
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * HOUR

export interface TokenConfig {
  secret: string
  issuer: string
  audience: string
}

export interface TokenClaims {
  sub: string
  role: Role
  sid: string
  scope: Scope
  iat: number
  exp: number
}

const key = (secret: string) => new TextEncoder().encode(secret)

// Every token this server signs, for this issuer and audience, with the pinned algorithm.
const signed = (
  cfg: TokenConfig,
  claims: Record<string, string>,
  sub: string,
  nowMs: number,
  expiresAtMs: number,
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(cfg.issuer)
    .setAudience(cfg.audience)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key(cfg.secret))

// The algorithm is pinned: a token signed any other way (or "none") is refused.
const verified = async (cfg: TokenConfig, token: string, nowMs: number, requiredClaims?: string[]) =>
  (
    await jwtVerify(token, key(cfg.secret), {
      algorithms: [ALG],
      issuer: cfg.issuer,
      audience: cfg.audience,
      currentDate: new Date(nowMs),
      ...(requiredClaims ? { requiredClaims } : {}),
    })
  ).payload

// `expiresAtMs` is capped by the caller at the session's absolute end.
export const signToken = (
  cfg: TokenConfig,
  claims: { sub: string; role: Role; sid: string; scope: Scope },
  nowMs: number,
  expiresAtMs: number,
) => signed(cfg, { role: claims.role, sid: claims.sid, scope: claims.scope }, claims.sub, nowMs, expiresAtMs)

const unauthenticated = (e: unknown) =>
  new AppError(
    'UNAUTHENTICATED',
    e instanceof errors.JWTExpired
      ? 'Your session has expired. Please sign in again.'
      : 'Please sign in again.',
  )

// A device token (it has `purpose`) or a token without a session is refused as a session token.
export const verifyToken = async (cfg: TokenConfig, token: string, nowMs: number): Promise<TokenClaims> => {
  try {
    const payload = await verified(cfg, token, nowMs, ['sub', 'exp', 'iat', 'sid'])
    if (payload.purpose !== undefined || typeof payload.sid !== 'string')
      throw new Error('not a session token')
    return {
      sub: payload.sub!,
      role: payload.role === 'admin' ? 'admin' : 'user',
      sid: payload.sid,
      scope: payload.scope === 'full' ? 'full' : 'password',
      iat: payload.iat!,
      exp: payload.exp!,
    }
  } catch (e) {
    throw unauthenticated(e)
  }
}

export const signDeviceToken = (cfg: TokenConfig, accountId: string, nowMs: number) =>
  signed(cfg, { purpose: 'device' }, accountId, nowMs, nowMs + DEVICE_TOKEN_TTL_MS)

// The account a well-signed, unexpired device token is bound to; undefined otherwise, never throws.
export const deviceTokenSubject = async (cfg: TokenConfig, token: string | undefined, nowMs: number) => {
  if (!token) return undefined
  try {
    const payload = await verified(cfg, token, nowMs)
    return payload.purpose === 'device' && typeof payload.sub === 'string' ? payload.sub : undefined
  } catch {
    return undefined
  }
}

// True only for a well-signed, unexpired device token bound to this account; never throws.
export const isDeviceTokenFor = async (
  cfg: TokenConfig,
  token: string | undefined,
  accountId: string,
  nowMs: number,
) => (await deviceTokenSubject(cfg, token, nowMs)) === accountId
