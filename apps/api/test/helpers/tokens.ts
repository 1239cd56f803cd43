import { eq } from 'drizzle-orm'
import { type JWK, SignJWT } from 'jose'
import { companies } from '../../src/db/schema/index.ts'
import { loadIdpSecrets } from '../../src/idp/keys.ts'
import { loginEmbedded, type Tokens } from './oidcLogin.ts'
import type { TestApp } from './testApp.ts'

export const DEMO = {
  admin: ['admin@example.com', 'admin'],
  jane: ['jane@example.com', 'jane'],
  reseller: ['reseller@example.com', 'reseller'],
  solo: ['solo@example.com', 'solo'],
} as const
export type DemoUser = keyof typeof DEMO

/** Real logins for every demo user, once per test file. */
export async function loginAll(t: TestApp): Promise<Record<DemoUser, Tokens>> {
  const entries = await Promise.all(
    Object.entries(DEMO).map(async ([key, [email, password]]) => [
      key,
      await loginEmbedded(t.baseUrl, email, password),
    ]),
  )
  return Object.fromEntries(entries)
}

/** The demo companies by name. */
export async function companyIds(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.database.db.select({ id: companies.id, name: companies.name }).from(companies)
  return Object.fromEntries(rows.map((r) => [r.name, r.id]))
}

export async function companyId(t: TestApp, name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name))
  if (!row) throw new Error(`no company ${name}`)
  return row.id
}

/** Signs a token with the embedded IdP's real key, for the forged-token table. */
export async function signWithIdpKey(
  t: TestApp,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
) {
  const secrets = await loadIdpSecrets(t.database.db)
  const jwk = secrets.jwks.keys[0] as JWK
  const { importJWK } = await import('jose')
  const key = await importJWK(jwk, 'RS256')
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid, ...header })
    .sign(key)
}

export function api(t: TestApp, token?: string, company?: string) {
  return async (method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders }
    if (token) headers.authorization = `Bearer ${token}`
    if (company !== undefined) headers['x-company'] = company
    // A string body is a CSV upload; anything else is JSON.
    if (body !== undefined)
      headers['content-type'] = typeof body === 'string' ? 'text/csv' : 'application/json'
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    const json = /json/.test(response.headers.get('content-type') ?? '') && text
    return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text }
  }
}
