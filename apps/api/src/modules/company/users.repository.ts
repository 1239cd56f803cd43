import type { CompanyUser } from '@portico/contracts'
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { endSessions } from '../../auth/sessions.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { idpAccounts, invitations, memberships, users } from '../../db/schema/index.ts'
import { EMBEDDED_ISSUER } from '../../idp/issuers.ts'
import { findRow, insertRow, lockRow } from '../../lib/sql.ts'

type MembershipRole = CompanyUser['role']
export type MembershipRow = typeof memberships.$inferSelect

/** The users of a company the caller may see, by name. */
export async function listMembers(ctx: RequestContext, companyId: string): Promise<CompanyUser[]> {
  const rows = await ctx.db
    .select({ user: users, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.company_id, companyId), ownedByVisibleCompany(ctx, memberships.company_id)))
    .orderBy(asc(users.display_name))
  return rows.map(({ user, role }) => ({
    user_id: user.id,
    display_name: user.display_name,
    email: user.email,
    role,
    invited: user.last_seen_at === null,
    last_seen_at: user.last_seen_at?.toISOString() ?? null,
    disabled: user.disabled_at !== null,
  }))
}

/**
 * Turns a user's sign-in off (`at`) or on again (null): the user, and its embedded-IdP account when
 * it has one; every session of that account ends when it is turned off. The user is one the caller
 * sees as a member of `companyId`.
 */
export async function setSignIn(
  ctx: RequestContext,
  member: { companyId: string; userId: string },
  at: Date | null,
): Promise<boolean> {
  const [user] = await ctx.db
    .update(users)
    .set({ disabled_at: at, updated_at: new Date() })
    .where(
      and(
        eq(users.id, member.userId),
        sql`exists (select 1 from ${memberships} m where m.user_id = ${users.id} and m.company_id = ${member.companyId})`,
        ownedByVisibleCompany(ctx, sql`${member.companyId}::uuid`),
      ),
    )
    .returning({ issuer: users.issuer, subject: users.subject })
  if (!user) return false
  if (user.issuer === EMBEDDED_ISSUER) {
    await ctx.db.update(idpAccounts).set({ disabled_at: at }).where(eq(idpAccounts.id, user.subject))
    if (at) await endSessions(ctx.db, user.subject, null)
  }
  return true
}

/** The embedded IdP's account for an e-mail address, created without a password when new. */
export async function ensureIdpAccount(ctx: RequestContext, email: string, displayName: string) {
  const existing = await findRow(ctx.db, idpAccounts, eq(idpAccounts.email, email))
  return existing ?? insertRow(ctx.db, idpAccounts, { email, display_name: displayName })
}

/** The user known by (issuer, subject), created from the invitation when unknown. */
export async function ensureUser(
  ctx: RequestContext,
  input: { issuer: string; subject: string; email: string; display_name: string },
) {
  const found = await findRow(ctx.db, users, eq(users.issuer, input.issuer), eq(users.subject, input.subject))
  return found ?? insertRow(ctx.db, users, { ...input, username: input.email })
}

/** Adds a membership; false when the user is a member already. */
export async function insertMembership(
  ctx: RequestContext,
  input: { user_id: string; company_id: string; role: MembershipRole },
): Promise<boolean> {
  const added = await ctx.db.insert(memberships).values(input).onConflictDoNothing().returning()
  return added.length > 0
}

export async function insertInvitation(
  ctx: RequestContext,
  input: { token_hash: string; account_id: string; user_id: string; expires_at: Date },
): Promise<void> {
  await ctx.db.insert(invitations).values(input)
}

/** A user's membership of a visible company, locked for the change that follows (in a transaction). */
export async function lockMembership(
  ctx: RequestContext,
  companyId: string,
  userId: string,
): Promise<MembershipRow | undefined> {
  return lockRow(
    ctx.db,
    memberships,
    eq(memberships.company_id, companyId),
    eq(memberships.user_id, userId),
    ownedByVisibleCompany(ctx, memberships.company_id),
  )
}

export async function updateMembershipRole(ctx: RequestContext, id: string, role: MembershipRole) {
  await ctx.db.update(memberships).set({ role }).where(eq(memberships.id, id))
}

export async function deleteMembership(ctx: RequestContext, id: string) {
  await ctx.db.delete(memberships).where(eq(memberships.id, id))
}

/** Admins of a company whose accounts are not disabled. */
export async function countActiveAdmins(ctx: RequestContext, companyId: string): Promise<number> {
  const [admins] = await ctx.db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(
        eq(memberships.company_id, companyId),
        eq(memberships.role, 'admin'),
        isNull(users.disabled_at),
        ownedByVisibleCompany(ctx, memberships.company_id),
      ),
    )
  return admins?.n ?? 0
}
