import { and, eq, isNull } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { endSessions } from '../../auth/sessions.ts'
import { idpAccounts, idpTwoFactor, users } from '../../db/schema/index.ts'
import { EMBEDDED_ISSUER } from '../../idp/issuers.ts'
import { acceptSecondFactor } from '../../idp/twoFactor.ts'
import { findRow } from '../../lib/sql.ts'

/** The caller's account of the embedded IdP; undefined for a user of an external IdP. */
export async function findOwnAccount(ctx: RequestContext) {
  if (ctx.user.issuer !== EMBEDDED_ISSUER) return undefined
  const [account] = await ctx.db
    .select({ id: idpAccounts.id, email: idpAccounts.email, password_hash: idpAccounts.password_hash })
    .from(idpAccounts)
    .where(and(eq(idpAccounts.id, ctx.user.subject), isNull(idpAccounts.disabled_at)))
  return account
}

export const findOwnTwoFactor = (ctx: RequestContext) =>
  findRow(ctx.db, idpTwoFactor, eq(idpTwoFactor.account_id, ctx.user.subject))

/** A new secret waiting for its first code; replaces an unconfirmed one, never one that is on. */
export async function savePendingTwoFactor(ctx: RequestContext, secret: string): Promise<boolean> {
  const rows = await ctx.db
    .insert(idpTwoFactor)
    .values({ account_id: ctx.user.subject, secret })
    .onConflictDoUpdate({
      target: idpTwoFactor.account_id,
      set: { secret, last_step: null, recovery_codes: [], created_at: new Date() },
      setWhere: isNull(idpTwoFactor.enabled_at),
    })
    .returning({ id: idpTwoFactor.account_id })
  return rows.length > 0
}

export async function enableOwnTwoFactor(ctx: RequestContext, step: number, codeHashes: string[]) {
  const rows = await ctx.db
    .update(idpTwoFactor)
    .set({ enabled_at: new Date(), last_step: step, recovery_codes: codeHashes })
    .where(and(eq(idpTwoFactor.account_id, ctx.user.subject), isNull(idpTwoFactor.enabled_at)))
    .returning({ id: idpTwoFactor.account_id })
  return rows.length > 0
}

export async function replaceOwnRecoveryCodes(ctx: RequestContext, codeHashes: string[]): Promise<void> {
  await ctx.db
    .update(idpTwoFactor)
    .set({ recovery_codes: codeHashes })
    .where(eq(idpTwoFactor.account_id, ctx.user.subject))
}

export async function deleteOwnTwoFactor(ctx: RequestContext): Promise<void> {
  await ctx.db.delete(idpTwoFactor).where(eq(idpTwoFactor.account_id, ctx.user.subject))
}

/** A TOTP code (a step not used before) or a recovery code of the caller, spent when accepted. */
export function spendOwnSecondFactor(ctx: RequestContext, code: string) {
  return acceptSecondFactor(ctx.db, ctx.user.subject, code)
}

export async function updateOwnPassword(ctx: RequestContext, passwordHash: string): Promise<void> {
  await ctx.db
    .update(idpAccounts)
    .set({ password_hash: passwordHash })
    .where(eq(idpAccounts.id, ctx.user.subject))
}

/**
 * Ends the caller's other sign-in sessions (IdP sessions, grants, refresh tokens): a password change,
 * two-factor sign-in turned on or off. The session the caller acts in goes on with fresh tokens.
 */
export async function endOtherSessions(ctx: RequestContext): Promise<void> {
  await endSessions(ctx.db, ctx.user.subject, ctx.grantId)
}

/** The name of an embedded-IdP user, on the user and on the IdP's account (whose tokens carry it). */
export async function updateOwnName(ctx: RequestContext, displayName: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ display_name: displayName, updated_at: new Date() })
    .where(eq(users.id, ctx.user.id))
  await ctx.db
    .update(idpAccounts)
    .set({ display_name: displayName })
    .where(eq(idpAccounts.id, ctx.user.subject))
}
