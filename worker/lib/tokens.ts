import { errors, jwtVerify, SignJWT } from 'jose'
import { AppError } from './errors'

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60
const ALG = 'HS256'

export interface TokenConfig {
  secret: string
  issuer: string
  audience: string
}

export interface TokenClaims {
  sub: string
  role: 'user' | 'admin'
  iat: number
}

const key = (secret: string) => new TextEncoder().encode(secret)

export const signToken = (
  cfg: TokenConfig,
  claims: { sub: string; role: 'user' | 'admin' },
  nowMs: number,
) => {
  const iat = Math.floor(nowMs / 1000)
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(cfg.issuer)
    .setAudience(cfg.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(key(cfg.secret))
}

// The algorithm is pinned: a token signed any other way (or "none") is refused.
export const verifyToken = async (cfg: TokenConfig, token: string, nowMs: number): Promise<TokenClaims> => {
  try {
    const { payload } = await jwtVerify(token, key(cfg.secret), {
      algorithms: [ALG],
      issuer: cfg.issuer,
      audience: cfg.audience,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    const role = payload.role === 'admin' ? 'admin' : 'user'
    return { sub: payload.sub!, role, iat: payload.iat! }
  } catch (e) {
    const expired = e instanceof errors.JWTExpired
    throw new AppError(
      'UNAUTHENTICATED',
      expired ? 'Your session has expired. Please sign in again.' : 'Please sign in again.',
    )
  }
}
