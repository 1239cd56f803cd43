import { hash, verify } from '@node-rs/argon2'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { companies, idpAccounts, memberships, users } from '../db/schema/index.ts'
import { EMBEDDED_ISSUER } from './issuers.ts'
import { isLockedOut, type LockoutPolicy, normaliseEmail, recordFailure } from './lockout.ts'

export type IdpAccount = typeof idpAccounts.$inferSelect

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

export type LoginResult =
  | { ok: true; account: IdpAccount }
  | { ok: false; reason: 'invalid' | 'locked' | 'disabled' }

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password)
}

/**
 * Checks credentials. Failures are counted per e-mail address (lockout.ts), so an unknown address is
 * locked exactly like an existing one and the answer never tells which addresses have an account.
 * The caller clears the failures once the whole sign-in (with its second factor) has succeeded, so
 * a known password does not reset the count of wrong codes.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  policy: LockoutPolicy,
): Promise<LoginResult> {
  const address = normaliseEmail(email)
  if (await isLockedOut(db, address)) return { ok: false, reason: 'locked' }
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, address))
  if (!account?.password_hash) {
    await hashPassword(password) // same work as a real check, so timing does not reveal unknown e-mails
  } else if (await verify(account.password_hash, password)) {
    if (account.disabled_at) return { ok: false, reason: 'disabled' }
    return { ok: true, account }
  }
  const locked = await recordFailure(db, address, policy)
  return { ok: false, reason: locked ? 'locked' : 'invalid' }
}

export async function findIdpAccount(db: Db, id: string): Promise<IdpAccount | undefined> {
  const [account] = await db
    .select()
    .from(idpAccounts)
    .where(and(eq(idpAccounts.id, id), isNull(idpAccounts.disabled_at)))
  return account
}

/** The organization claim, Keycloak-shaped: { "<company name>": { "id": "<uuid>" } }. */
export async function organizationsOf(db: Db, accountId: string) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .innerJoin(companies, eq(companies.id, memberships.company_id))
    .where(
      and(eq(users.issuer, EMBEDDED_ISSUER), eq(users.subject, accountId), isNull(companies.archived_at)),
    )
  return Object.fromEntries(rows.map((r) => [r.name, { id: r.id }]))
}
