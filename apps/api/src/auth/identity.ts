import { sql } from 'drizzle-orm'
import type { JWTPayload } from 'jose'
import type { Db } from '../db/client.ts'
import { companies, memberships, users } from '../db/schema/index.ts'
import { Unauthorized } from '../lib/errors.ts'
import { sqlArray } from '../lib/sql.ts'

export type UserRow = typeof users.$inferSelect

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export async function upsertUser(
  db: Db,
  issuer: string,
  claims: JWTPayload,
  roles: string[],
): Promise<UserRow> {
  const email = str(claims.email)
  const first = str(claims.given_name)
  const last = str(claims.family_name)
  const username = str(claims.preferred_username) ?? email ?? String(claims.sub)
  const displayName = str(claims.name) ?? ([first, last].filter(Boolean).join(' ') || username)
  const profile = { email, username, display_name: displayName, first_name: first, last_name: last, roles }
  if (email && claims.email_verified !== false) {
    // An invitation made before this person's first login (external IdP) is claimed by the verified e-mail.
    await db
      .update(users)
      .set({ subject: String(claims.sub) })
      .where(
        sql`${users.issuer} = ${issuer} and ${users.subject} = ${`invite:${email.toLowerCase()}`} and not exists (select 1 from ${users} u where u.issuer = ${issuer} and u.subject = ${String(claims.sub)})`,
      )
  }
  const [row] = await db
    .insert(users)
    .values({ issuer, subject: String(claims.sub), ...profile, last_seen_at: new Date() })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { ...profile, last_seen_at: new Date(), updated_at: new Date() },
    })
    .returning()
  if (!row) throw new Unauthorized()
  return row
}

/** External IdPs may carry organizations (Keycloak: names/aliases or {alias: {id}}); they add memberships. */
export async function syncOrganizations(db: Db, userId: string, refs: string[]) {
  if (refs.length === 0) return
  const ids = refs.filter((r) => UUID.test(r))
  const names = refs.map((r) => r.toLowerCase())
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      sql`${companies.archived_at} is null and (${companies.id}::text = any(${sqlArray(ids, 'text')}) or lower(${companies.name}) = any(${sqlArray(names, 'text')}))`,
    )
  if (found.length === 0) return
  await db
    .insert(memberships)
    .values(found.map((c) => ({ user_id: userId, company_id: c.id, role: 'member' as const })))
    .onConflictDoNothing()
}

export function organizationRefs(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((v): v is string => typeof v === 'string')
  if (claim && typeof claim === 'object') {
    return Object.entries(claim as Record<string, unknown>).flatMap(([key, value]) => {
      const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined
      return typeof id === 'string' ? [key, id] : [key]
    })
  }
  return typeof claim === 'string' ? [claim] : []
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}
