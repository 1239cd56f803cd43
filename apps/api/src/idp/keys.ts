import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose'
import type { Db } from '../db/client.ts'
import { loadOrCreate } from '../lib/secrets.ts'

export type IdpSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] }

/** Signing keys and cookie keys live in the database: created once, shared by every instance. */
export async function loadIdpSecrets(db: Db): Promise<IdpSecrets> {
  const jwks = await loadOrCreate(db, 'idp_jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 })
    const jwk = await exportJWK(privateKey)
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] }
  })
  const cookieKeys = await loadOrCreate(db, 'idp_cookie_keys', async () => [
    randomBytes(32).toString('base64url'),
  ])
  return { jwks: jwks as IdpSecrets['jwks'], cookieKeys: cookieKeys as string[] }
}

/** The public half of the signing keys, for the API's own token verification. */
export function publicJwks(secrets: IdpSecrets): JSONWebKeySet {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, alg, kid, use }) => ({ kty, n, e, alg, kid, use }) as JWK),
  }
}
