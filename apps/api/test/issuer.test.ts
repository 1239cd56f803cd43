// @postgres: the IdP's keys and sessions across two instances (docs/testing.md)
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idpAccounts, idpIssuers, memberships, users } from '../src/db/schema/index.ts'
import { loginEmbedded, refreshGrant } from './helpers/oidcLogin.ts'
import { startTestApp, startTwinApp, type TestApp, type TestDatabase } from './helpers/testApp.ts'
import { companyIds } from './helpers/tokens.ts'

/**
 * Issue 10 defect 5: the embedded IdP's users are keyed 'embedded', not by PUBLIC_URL, and tokens of
 * every address it has used stay valid. A new domain, or two instances with different PUBLIC_URLs on
 * one database, keep every user, membership and session working (docs/decisions/0007).
 */
let first: TestApp
const running: TestApp[] = []
beforeAll(async () => {
  first = await startTestApp()
})
afterAll(async () => {
  for (const t of running.reverse()) await t.close()
  await first?.app.close()
  await (first?.database as TestDatabase | undefined)?.drop()
})

async function twin(overrides: Record<string, string> = {}) {
  const t = await startTwinApp(first, overrides)
  running.push(t)
  return t
}

async function me(t: TestApp, token: string) {
  const response = await fetch(`${t.baseUrl}/api/v1/_me`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { id: string; companies?: { name: string }[] }
  return { status: response.status, id: body.id, companies: (body.companies ?? []).map((c) => c.name).sort() }
}

async function usersOf(email: string) {
  return first.database.db
    .select({ id: users.id, issuer: users.issuer })
    .from(users)
    .innerJoin(idpAccounts, sql`${idpAccounts.id}::text = ${users.subject}`)
    .where(sql`${idpAccounts.email} = ${email}`)
}

const JANE = ['Acme B.V.', 'Globex Ltd']

describe('two instances with different PUBLIC_URLs on one database', () => {
  it('both start and log in; users keep their companies; each accepts the other’s tokens', async () => {
    const second = await twin()
    expect(second.baseUrl).not.toBe(first.baseUrl)
    const atFirst = await loginEmbedded(first.baseUrl, 'jane@example.com', 'jane')
    const atSecond = await loginEmbedded(second.baseUrl, 'jane@example.com', 'jane')
    const seen = [
      await me(first, atFirst.access_token),
      await me(second, atSecond.access_token),
      await me(second, atFirst.access_token),
      await me(first, atSecond.access_token),
    ]
    for (const view of seen) expect(view).toMatchObject({ status: 200, companies: JANE })
    expect(new Set(seen.map((v) => v.id)).size).toBe(1)
    expect(await usersOf('jane@example.com')).toEqual([{ id: seen[0]?.id, issuer: 'embedded' }])
    // A third instance (or a restart of either) still starts, and its users still have their companies.
    const third = await twin()
    const atThird = await loginEmbedded(third.baseUrl, 'jane@example.com', 'jane')
    expect(await me(third, atThird.access_token)).toMatchObject({
      status: 200,
      id: seen[0]?.id,
      companies: JANE,
    })
    expect(await me(first, atThird.access_token)).toMatchObject({ status: 200, companies: JANE })
  })
})

describe('a new PUBLIC_URL between restarts', () => {
  it('keeps users, memberships, access tokens and refresh tokens of the old address', async () => {
    const old = await twin()
    const tokens = await loginEmbedded(old.baseUrl, 'reseller@example.com', 'reseller')
    const before = await me(old, tokens.access_token)
    expect(before.companies).toEqual(['Resell IT B.V.'])
    await old.app.close()
    const renamed = await twin()
    // The access token issued under the old address is still good until it expires.
    expect(await me(renamed, tokens.access_token)).toMatchObject({ status: 200, id: before.id })
    // So is the refresh token: the session goes on at the new address.
    const refreshed = await refreshGrant(renamed.baseUrl, tokens.refresh_token ?? '')
    expect(refreshed.status).toBe(200)
    const renewed = (await refreshed.json()) as { access_token: string }
    expect(await me(renamed, renewed.access_token)).toMatchObject({ status: 200, id: before.id })
    const fresh = await loginEmbedded(renamed.baseUrl, 'reseller@example.com', 'reseller')
    expect(await me(renamed, fresh.access_token)).toMatchObject({
      id: before.id,
      companies: ['Resell IT B.V.'],
    })
    expect(await usersOf('reseller@example.com')).toHaveLength(1)
    const addresses = (await first.database.db.select().from(idpIssuers)).map((r) => r.issuer)
    expect(addresses).toEqual(expect.arrayContaining([`${old.baseUrl}/oidc`, `${renamed.baseUrl}/oidc`]))
  })
})

describe('migration 0009 on a database the old code left behind', () => {
  it('keys embedded users by "embedded", merges duplicates and keeps their memberships', async () => {
    const db = first.database.db
    const ids = await companyIds(first)
    const [solo] = await usersOf('solo@example.com')
    if (!solo) throw new Error('no solo')
    // What two instances with different PUBLIC_URLs used to leave: one row per address.
    await db.update(users).set({ issuer: 'http://old.example/oidc' }).where(sql`${users.id} = ${solo.id}`)
    const [account] = await db
      .select()
      .from(idpAccounts)
      .where(sql`${idpAccounts.email} = 'solo@example.com'`)
    const [duplicate] = await db
      .insert(users)
      .values({
        issuer: 'http://new.example/oidc',
        subject: account?.id ?? '',
        username: 's',
        display_name: 'S',
      })
      .returning()
    await db
      .insert(memberships)
      .values({ user_id: duplicate?.id ?? '', company_id: ids['Globex Ltd'] ?? '', role: 'member' })
    const migration = readFileSync(
      new URL('../src/db/migrations/0009_limits_quotas_issuers.sql', import.meta.url),
      'utf8',
    )
    const handWritten = migration
      .split('--> statement-breakpoint')
      .filter((s) => /idp_issuers" \("issuer"|INSERT INTO "memberships"|UPDATE "users"/.test(s))
    expect(handWritten).toHaveLength(3)
    for (const statement of handWritten) await db.execute(sql.raw(statement))
    const rows = await usersOf('solo@example.com')
    const kept = rows.find((r) => r.issuer === 'embedded')
    expect(kept?.id).toBe(duplicate?.id) // the row with the membership wins
    expect(rows).toHaveLength(2)
    const second = await twin()
    const tokens = await loginEmbedded(second.baseUrl, 'solo@example.com', 'solo')
    expect(await me(second, tokens.access_token)).toMatchObject({ status: 200, companies: ['Globex Ltd'] })
    const addresses = (await db.select().from(idpIssuers)).map((r) => [r.issuer, r.audience])
    expect(addresses).toEqual(
      expect.arrayContaining([
        ['http://old.example/oidc', 'http://old.example/api'],
        ['http://new.example/oidc', 'http://new.example/api'],
      ]),
    )
  })
})
