import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Db } from '../db/client.ts'
import { idpIssuers } from '../db/schema/index.ts'

/**
 * The stable key embedded-IdP users are stored under (users.issuer). Their issuer URL follows
 * PUBLIC_URL, which may change (a new domain) or differ between instances; the key does not.
 */
export const EMBEDDED_ISSUER = 'embedded'

export type KnownIssuers = { issuers: string[]; audiences: string[] }

/** Records this instance's issuer and audience next to those used before (docs/decisions/0007). */
export async function registerIssuer(db: Db, issuer: string, audience: string): Promise<void> {
  await db
    .insert(idpIssuers)
    .values({ issuer, audience })
    .onConflictDoUpdate({ target: idpIssuers.issuer, set: { audience, last_started_at: sql`now()` } })
}

/**
 * Every issuer and audience the embedded IdP has used. A token or resource naming one not seen yet
 * makes it read the table again (another instance may have started since), at most once every few
 * seconds per name. The verifier only asks for tokens whose signature already checked out.
 */
export function knownIssuers(db: Db, own: KnownIssuers, cooldownMs = 5_000) {
  let current = own
  const askedAt = new LRUCache<string, number>({ max: 1_000 })
  async function load(): Promise<KnownIssuers> {
    const rows = await db.select().from(idpIssuers)
    current = {
      issuers: [...new Set([...own.issuers, ...rows.map((r) => r.issuer)])],
      audiences: [...new Set([...own.audiences, ...rows.map((r) => r.audience)])],
    }
    return current
  }
  return {
    current: () => current,
    load,
    /** Reads the table again for a name not known yet; answers whether anything changed. */
    async refresh(name: string): Promise<boolean> {
      if (Date.now() - (askedAt.get(name) ?? 0) < cooldownMs) return false
      askedAt.set(name, Date.now())
      const before = current
      const after = await load()
      return (
        after.issuers.length !== before.issuers.length || after.audiences.length !== before.audiences.length
      )
    },
  }
}
export type IssuerRegistry = ReturnType<typeof knownIssuers>
