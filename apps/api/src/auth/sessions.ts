import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { idpSignIns, oidcPayloads } from '../db/schema/index.ts'

/**
 * The embedded IdP's sign-in sessions as the API sees them (issue 27): an access token names its
 * grant (`grant_id`), and a grant that was ended (sign-out, a password change elsewhere, two-factor
 * turned on) no longer admits its tokens.
 */
export async function grantAlive(db: Db, grantId: string): Promise<boolean> {
  const [row] = await db.select({ alive: liveGrant(sql`${grantId}`) }).from(sql`(select 1) one`)
  return Boolean(row?.alive)
}

/** Whether the grant `grantId` names still lives: stored, not expired. */
const liveGrant = (grantId: SQL) =>
  sql<boolean>`exists (select 1 from ${oidcPayloads} g where g.model = 'Grant' and g.id = ${grantId}
    and (g.expires_at is null or g.expires_at > now()))`

/**
 * Ends every sign-in session of an IdP account but the one holding `keep` (the caller's own, which
 * goes on and gets fresh tokens): their IdP sessions, grants, refresh tokens and codes. With `keep`
 * null, every one ends.
 */
export async function endSessions(db: Db, accountId: string, keep: string | null): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.model, ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode']),
        sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
        keep ? sql`not ${holding(keep)}` : undefined,
      ),
    )
}

/** The rows of one grant: the grant, its tokens and codes, and the IdP sessions that hold it. */
const holding = (
  grantId: string,
) => sql`((${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${grantId})
  or coalesce(${oidcPayloads.grant_id}, '') = ${grantId}
  or (${oidcPayloads.model} = 'Session' and exists (
    select 1 from jsonb_each(${oidcPayloads.payload}->'authorizations') a where a.value->>'grantId' = ${grantId})))`

/** A sign-in's grant was used (a new sign-in, a silent one, an access token first seen): when and from where. */
export async function recordSignIn(
  db: Db,
  seen: { grantId: string; accountId: string; userAgent?: string | null; ip?: string | null },
): Promise<void> {
  const now = new Date()
  await db
    .insert(idpSignIns)
    .values({
      grant_id: seen.grantId,
      account_id: seen.accountId,
      user_agent: seen.userAgent?.slice(0, 500) ?? null,
      ip: seen.ip ?? null,
      signed_in_at: now,
      last_seen_at: now,
    })
    .onConflictDoUpdate({
      target: idpSignIns.grant_id,
      set: {
        last_seen_at: now,
        ...(seen.userAgent ? { user_agent: seen.userAgent.slice(0, 500) } : {}),
        ...(seen.ip ? { ip: seen.ip } : {}),
      },
    })
}

/** The account's sessions that still live (their grant does), the last used first. */
export async function liveSignIns(db: Db, accountId: string) {
  return db
    .select({
      id: idpSignIns.id,
      grant_id: idpSignIns.grant_id,
      user_agent: idpSignIns.user_agent,
      ip: idpSignIns.ip,
      signed_in_at: idpSignIns.signed_in_at,
      last_seen_at: idpSignIns.last_seen_at,
    })
    .from(idpSignIns)
    .where(and(eq(idpSignIns.account_id, accountId), liveGrant(sql`${idpSignIns.grant_id}`)))
    .orderBy(desc(idpSignIns.last_seen_at))
}

/** Ends one sign-in session of the account: its grant, the grant's tokens and the IdP sessions holding it. */
export async function endSession(db: Db, accountId: string, grantId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(and(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`, holding(grantId)))
}
