import { randomUUID } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
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
      platform: base.platform,
    },
    base.db,
  )
}
