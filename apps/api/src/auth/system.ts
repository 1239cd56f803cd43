import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { companies, users } from '../db/schema/index.ts'
import type { Platform } from '../platform.ts'
import { type RequestContext, withDatabase } from './context.ts'
import type { UserRow } from './identity.ts'

const SYSTEM = { issuer: 'system', subject: 'portico' }
const cache = new WeakMap<Db, Promise<UserRow>>()

/** The portal's own user (no membership, never signs in): the actor of work done by jobs, in the audit log. */
export function systemUser(db: Db): Promise<UserRow> {
  const known = cache.get(db)
  if (known) return known
  const stored = db
    .insert(users)
    .values({ ...SYSTEM, username: 'portico', display_name: 'Portico' })
    .onConflictDoUpdate({ target: [users.issuer, users.subject], set: { updated_at: new Date() } })
    .returning()
    .then(([row]) => {
      if (!row) throw new Error('system user not stored')
      return row
    })
  cache.set(db, stored)
  stored.catch(() => cache.delete(db))
  return stored
}

/**
 * The context a job works in: the system user, every company visible (jobs are trusted code that
 * acts for one provider, named in the job's data), the platform and the database.
 */
export async function systemContext(
  base: { db: Db; platform: Platform },
  providerId: string | null,
  requestId = `job:${randomUUID()}`,
  /** Whose books the job keeps: the provider's unless it names a reseller. */
  issuerId: string | null = providerId,
): Promise<RequestContext> {
  const user = await systemUser(base.db)
  return withDatabase(
    {
      requestId,
      ip: '127.0.0.1',
      user,
      roles: [],
      access: 'staff',
      isSuperAdmin: false,
      isStaff: true,
      memberships: [],
      scopeCompanyId: null,
      visibleRoots: null,
      providerId,
      issuerId,
      grantId: null,
      platform: base.platform,
    },
    base.db,
  )
}

/** The context of work on one issuer's books: a provider's, or a reseller's under the provider above it. */
export async function booksContext(
  base: { db: Db; platform: Platform },
  issuerId: string,
  requestId?: string,
): Promise<RequestContext> {
  const [row] = await base.db
    .select({ provider_id: sql<string>`${companies.lineage}[1]` })
    .from(companies)
    .where(eq(companies.id, issuerId))
  return systemContext(base, row?.provider_id ?? issuerId, requestId, issuerId)
}
