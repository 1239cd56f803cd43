import { hash, verify } from '@node-rs/argon2'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { companies, idpAccounts, memberships, users } from '../db/schema/index.ts'

export type IdpAccount = typeof idpAccounts.$inferSelect

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

export type LoginResult =
  | { ok: true; account: IdpAccount }
  | { ok: false; reason: 'invalid' | 'locked' | 'disabled' }

/** Checks credentials; counts failures and locks the account for a while after too many. */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  policy: { maxAttempts: number; lockoutMinutes: number },
): Promise<LoginResult> {
  const [account] = await db
    .select()
    .from(idpAccounts)
    .where(eq(idpAccounts.email, email.trim().toLowerCase()))
  if (!account?.password_hash) {
    await hashPassword(password) // same work as a real check, so timing does not reveal unknown e-mails
    return { ok: false, reason: 'invalid' }
  }
  if (account.disabled_at) return { ok: false, reason: 'disabled' }
  if (account.locked_until && account.locked_until > new Date()) return { ok: false, reason: 'locked' }
  if (await verify(account.password_hash, password)) {
    await db
      .update(idpAccounts)
      .set({ failed_logins: 0, locked_until: null })
      .where(eq(idpAccounts.id, account.id))
    return { ok: true, account }
  }
  const failures = account.failed_logins + 1
  const lock = failures >= policy.maxAttempts
  await db
    .update(idpAccounts)
    .set({
      failed_logins: lock ? 0 : failures,
      locked_until: lock ? sql`now() + make_interval(mins => ${policy.lockoutMinutes})` : null,
    })
    .where(eq(idpAccounts.id, account.id))
  return { ok: false, reason: lock ? 'locked' : 'invalid' }
}

export async function findIdpAccount(db: Db, id: string): Promise<IdpAccount | undefined> {
  const [account] = await db
    .select()
    .from(idpAccounts)
    .where(and(eq(idpAccounts.id, id), isNull(idpAccounts.disabled_at)))
  return account
}

/** The organization claim, Keycloak-shaped: { "<company name>": { "id": "<uuid>" } }. */
export async function organizationsOf(db: Db, issuer: string, accountId: string) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .innerJoin(companies, eq(companies.id, memberships.company_id))
    .where(and(eq(users.issuer, issuer), eq(users.subject, accountId), isNull(companies.archived_at)))
  return Object.fromEntries(rows.map((r) => [r.name, { id: r.id }]))
}

/** The embedded issuer follows PUBLIC_URL; keep its users (and their memberships) when that changes. */
export async function rekeyEmbeddedUsers(db: Db, issuer: string): Promise<void> {
  await db
    .update(users)
    .set({ issuer })
    .where(sql`${users.subject} in (select id::text from ${idpAccounts}) and ${users.issuer} <> ${issuer}`)
}
