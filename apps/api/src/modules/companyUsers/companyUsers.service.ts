import { createHash, randomBytes } from 'node:crypto'
import type { CompanyUser, InviteUserBody } from '@portico/contracts'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { Mailer } from '../../adapters/mail.ts'
import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { canSee } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { companies, idpAccounts, invitations, memberships, users } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'

export type UsersDeps = {
  db: Db
  mailer: Mailer
  publicUrl: string
  issuer: string
  embeddedIdp: boolean
  brand: string
}
type MembershipRole = CompanyUser['role']

async function company(deps: UsersDeps, ctx: RequestContext, id: string, forWrite = false) {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, id))
  if (!row || !(await canSee(deps.db, ctx.visibleRoots, id))) throw new NotFound('Company not found.')
  if (forWrite && !canEdit(ctx, row)) throw new Forbidden()
  return row
}

export async function listCompanyUsers(
  deps: UsersDeps,
  ctx: RequestContext,
  companyId: string,
): Promise<CompanyUser[]> {
  await company(deps, ctx, companyId)
  const rows = await deps.db
    .select({ user: users, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(eq(memberships.company_id, companyId))
    .orderBy(asc(users.display_name))
  return rows.map(({ user, role }) => ({
    user_id: user.id,
    display_name: user.display_name,
    email: user.email,
    role,
    invited: user.last_seen_at === null,
    last_seen_at: user.last_seen_at?.toISOString() ?? null,
  }))
}

/**
 * Invites by e-mail. Embedded IdP: the account is created (or reused) and gets a one-time link to set
 * its password. External IdP: a pending user that the first login with that verified e-mail claims.
 */
export async function inviteUser(
  deps: UsersDeps,
  ctx: RequestContext,
  companyId: string,
  body: InviteUserBody,
) {
  const target = await company(deps, ctx, companyId, true)
  const email = body.email.trim().toLowerCase()
  const result = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    let subject = `invite:${email}`
    let needsPassword: string | null = null
    if (deps.embeddedIdp) {
      const [existing] = await tx.select().from(idpAccounts).where(eq(idpAccounts.email, email))
      const account =
        existing ??
        (await tx.insert(idpAccounts).values({ email, display_name: body.display_name }).returning())[0]
      if (!account) throw new Error('account insert returned nothing')
      subject = account.id
      if (!account.password_hash) needsPassword = account.id
    }
    const [found] = await tx
      .select()
      .from(users)
      .where(and(eq(users.issuer, deps.issuer), eq(users.subject, subject)))
    const user =
      found ??
      (
        await tx
          .insert(users)
          .values({ issuer: deps.issuer, subject, email, username: email, display_name: body.display_name })
          .returning()
      )[0]
    if (!user) throw new Error('user insert returned nothing')
    const added = await tx
      .insert(memberships)
      .values({ user_id: user.id, company_id: companyId, role: body.role })
      .onConflictDoNothing()
      .returning()
    if (added.length === 0) throw new Conflict('This person is already a user of this company.')
    const link = needsPassword ? await createInvitationLink(tx, deps, needsPassword, user.id) : null
    const mailId = await deps.mailer.enqueue(tx, {
      to: email,
      companyId,
      subject: `${deps.brand}: you have access to ${target.name}`,
      text: link
        ? `Hello ${body.display_name},\n\nYou were invited to ${target.name} in ${deps.brand}.\nSet your password here (valid for 7 days): ${link}\n`
        : `Hello ${body.display_name},\n\nYou now have access to ${target.name} in ${deps.brand}.\nSign in at ${deps.publicUrl}/\n`,
    })
    await audit(
      { ...ctx, db: tx },
      {
        action: 'company_user.invited',
        entity: 'membership',
        entity_id: user.id,
        company_id: companyId,
        after: { email, role: body.role },
      },
    )
    return { userId: user.id, mailId }
  })
  await deps.mailer.deliver(deps.db, result.mailId)
  const list = await listCompanyUsers(deps, ctx, companyId)
  const invited = list.find((u) => u.user_id === result.userId)
  if (!invited) throw new Error('invited user missing')
  return invited
}

export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A one-time link (7 days) to set a password; only its hash is stored. */
async function createInvitationLink(
  tx: Db,
  deps: UsersDeps,
  accountId: string,
  userId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx.insert(invitations).values({
    token_hash: invitationTokenHash(token),
    account_id: accountId,
    user_id: userId,
    expires_at: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  })
  return `${deps.publicUrl}/account/set-password/${token}`
}

/** A user's membership of a company, locked for the change that follows. */
async function membershipOf(tx: Db, companyId: string, userId: string) {
  const [current] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.company_id, companyId), eq(memberships.user_id, userId)))
    .for('update')
  if (!current) throw new NotFound('This person is not a user of this company.')
  return current
}

export async function changeRole(
  deps: UsersDeps,
  ctx: RequestContext,
  companyId: string,
  userId: string,
  role: MembershipRole,
) {
  await company(deps, ctx, companyId, true)
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const current = await membershipOf(tx, companyId, userId)
    if (current.role === 'admin' && role !== 'admin') await assertAnotherAdmin(tx, companyId)
    await tx.update(memberships).set({ role }).where(eq(memberships.id, current.id))
    await audit(
      { ...ctx, db: tx },
      {
        action: 'company_user.role_changed',
        entity: 'membership',
        entity_id: userId,
        company_id: companyId,
        before: { role: current.role },
        after: { role },
      },
    )
  })
  const list = await listCompanyUsers(deps, ctx, companyId)
  return list.find((u) => u.user_id === userId)
}

export async function removeUser(deps: UsersDeps, ctx: RequestContext, companyId: string, userId: string) {
  await company(deps, ctx, companyId, true)
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const current = await membershipOf(tx, companyId, userId)
    if (current.role === 'admin') await assertAnotherAdmin(tx, companyId)
    await tx.delete(memberships).where(eq(memberships.id, current.id))
    await audit(
      { ...ctx, db: tx },
      {
        action: 'company_user.removed',
        entity: 'membership',
        entity_id: userId,
        company_id: companyId,
        before: { role: current.role },
      },
    )
  })
}

/** A company keeps at least one admin, so nobody locks everyone out. */
async function assertAnotherAdmin(tx: Db, companyId: string) {
  const [admins] = await tx
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(eq(memberships.company_id, companyId), eq(memberships.role, 'admin'), isNull(users.disabled_at)),
    )
  if ((admins?.n ?? 0) <= 1) throw new Conflict('A company needs at least one admin.')
}
