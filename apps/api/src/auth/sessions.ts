import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { oidcPayloads } from '../db/schema/index.ts'

/**
 * The embedded IdP's sign-in sessions as the API sees them (issue 27): an access token names its
 * grant (`grant_id`), and a grant that was ended (sign-out, a password change elsewhere, two-factor
 * turned on) no longer admits its tokens.
 */
export async function grantAlive(db: Db, grantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Grant'),
        eq(oidcPayloads.id, grantId),
        sql`(${oidcPayloads.expires_at} is null or ${oidcPayloads.expires_at} > now())`,
      ),
    )
  return Boolean(row)
}

/**
 * Ends every sign-in session of an IdP account but the one holding `keep` (the caller's own, which
 * goes on and gets fresh tokens): their IdP sessions, grants, refresh tokens and codes. With `keep`
 * null, every one ends.
 */
export async function endSessions(db: Db, accountId: string, keep: string | null): Promise<void> {
  const kept = keep
    ? sql`not (
        (${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${keep})
        or coalesce(${oidcPayloads.grant_id}, '') = ${keep}
        or (${oidcPayloads.model} = 'Session' and exists (
          select 1 from jsonb_each(${oidcPayloads.payload}->'authorizations') a where a.value->>'grantId' = ${keep})))`
    : sql`true`
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.model, ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode']),
        sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
        kept,
      ),
    )
}
