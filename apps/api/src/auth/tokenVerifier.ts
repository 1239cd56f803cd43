import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose'
import { LRUCache } from 'lru-cache'

export type VerifierOptions = {
  issuer: string
  audience: string
  algorithms: string[]
  /** Required `typ` header, e.g. 'at+jwt' (RFC 9068). Undefined: not checked (Keycloak sets 'JWT'). */
  typ?: string
  /** Embedded IdP: its public keys. Otherwise fetched from the issuer's JWKS (cached, with cooldown). */
  localJwks?: JSONWebKeySet
  /**
   * Embedded IdP: every issuer and audience it has used (idp/issuers.ts) instead of `issuer` and
   * `audience` alone, read again when a token names one not seen yet.
   */
  known?: { current(): { issuers: string[]; audiences: string[] }; refresh(name: string): Promise<boolean> }
  fetchImpl?: typeof fetch
  /** The longest lifetime (exp - iat, seconds) an access token may claim; longer ones are refused. */
  maxLifetimeS?: number
}

export type TokenVerifier = { verify(token: string): Promise<JWTPayload> }

export class InvalidToken extends Error {}

const CLOCK_TOLERANCE_S = 30
export const DEFAULT_MAX_LIFETIME_S = 86_400

/** Verifies access tokens per security.md 1-3; caches verified tokens until shortly before expiry. */
export function createTokenVerifier(opts: VerifierOptions): TokenVerifier {
  let keys: JWTVerifyGetKey | undefined = opts.localJwks ? createLocalJWKSet(opts.localJwks) : undefined
  const verified = new LRUCache<string, JWTPayload>({ max: 10_000, ttlAutopurge: false })

  async function remoteKeys(): Promise<JWTVerifyGetKey> {
    if (keys) return keys
    const discovery = await (opts.fetchImpl ?? fetch)(
      `${opts.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    )
    if (!discovery.ok) throw new InvalidToken('issuer discovery failed')
    const { jwks_uri: jwksUri, issuer } = (await discovery.json()) as { jwks_uri?: string; issuer?: string }
    if (!jwksUri || issuer !== opts.issuer) throw new InvalidToken('issuer discovery mismatch')
    // jose caches the key set and refetches an unknown kid at most once per cooldown (30 s).
    keys = createRemoteJWKSet(new URL(jwksUri), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 })
    return keys
  }

  async function check(token: string, retry: boolean): Promise<JWTPayload> {
    const known = opts.known?.current()
    try {
      const { payload } = await jwtVerify(token, await remoteKeys(), {
        issuer: known?.issuers ?? opts.issuer,
        audience: known?.audiences ?? opts.audience,
        algorithms: opts.algorithms,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['exp', 'iat', 'sub'],
        typ: opts.typ,
      })
      return payload
    } catch (error) {
      // jose checks claims after the signature: only a token signed with our own key gets here.
      const unknown =
        error instanceof errors.JWTClaimValidationFailed && (error.claim === 'iss' || error.claim === 'aud')
      if (retry && unknown && (await opts.known?.refresh(String(error.payload[error.claim])))) {
        return check(token, false)
      }
      throw error
    }
  }

  return {
    async verify(token) {
      const hit = verified.get(token)
      if (hit) return hit
      try {
        const payload = await check(token, true)
        checkLifetime(payload, opts.maxLifetimeS ?? DEFAULT_MAX_LIFETIME_S)
        const ttl = (payload.exp ?? 0) * 1000 - Date.now()
        if (ttl > 1000) verified.set(token, payload, { ttl: Math.min(ttl, 5 * 60_000) })
        return payload
      } catch (error) {
        if (error instanceof InvalidToken) throw error
        if (error instanceof errors.JOSEError) throw new InvalidToken(error.code)
        throw new InvalidToken('token verification failed')
      }
    },
  }
}

/**
 * jose checks exp and nbf but not iat: a token issued in the future (beyond the clock tolerance) or
 * claiming a lifetime longer than the configured maximum is refused (issue 10; RFC 8725 3.10).
 */
function checkLifetime(payload: JWTPayload, maxLifetimeS: number) {
  const iat = payload.iat ?? 0
  if (iat > Date.now() / 1000 + CLOCK_TOLERANCE_S) throw new InvalidToken('iat in the future')
  if ((payload.exp ?? 0) - iat > maxLifetimeS) throw new InvalidToken('lifetime too long')
}

/** Reads a claim by dotted path, e.g. 'realm_access.roles'. */
export function claimAt(payload: JWTPayload, path: string): unknown {
  let value: unknown = payload
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}
