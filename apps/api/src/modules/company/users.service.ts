import { createHash, randomBytes } from 'node:crypto'
import type { ChangeRoleBody, CompanyUser, InviteUserBody } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { queueMail } from '../mail/mail.service.ts'
import { brandForCompany } from './brandSeen.service.ts'
import { type CompanyRow, findVisibleCompany } from './company.repository.ts'
import { companyTexts } from './company.texts.ts'
import {
  countActiveAdmins,
  deleteMembership,
  ensureIdpAccount,
  ensureUser,
  insertInvitation,
  insertMembership,
  listMembers,
  lockMembership,
  setSignIn,
  updateMembershipRole,
} from './users.repository.ts'

export type MemberRef = { companyId: string; userId: string }

/** The company, when visible; for a change, the caller must also be allowed to edit it. */
async function companyFor(ctx: RequestContext, id: string, forWrite = false): Promise<CompanyRow> {
  const row = await findVisibleCompany(ctx, id)
  if (!row) throw new NotFound(companyTexts.companyNotFound)
  if (forWrite && !canEdit(ctx, row)) throw new Forbidden()
  return row
}

export async function listCompanyUsers(ctx: RequestContext, companyId: string): Promise<CompanyUser[]> {
  await companyFor(ctx, companyId)
  return listMembers(ctx, companyId)
}

async function memberOf(ctx: RequestContext, companyId: string, userId: string): Promise<CompanyUser> {
  const found = (await listMembers(ctx, companyId)).find((u) => u.user_id === userId)
  if (!found) throw new Error('company user vanished')
  return found
}

export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A one-time link (7 days) to set a password; only its hash is stored. */
async function createInvitationLink(tx: RequestContext, accountId: string, userId: string) {
  const token = randomBytes(32).toString('base64url')
  const expires_at = new Date(Date.now() + 7 * 24 * 3600 * 1000)
  await insertInvitation(tx, {
    token_hash: invitationTokenHash(token),
    account_id: accountId,
    user_id: userId,
    expires_at,
  })
  return `${tx.platform.publicUrl}/account/set-password/${token}`
}

/**
 * Invites by e-mail. Embedded IdP: the account is created (or reused) and gets a one-time link to set
 * its password. External IdP: a pending user that the first login with that verified e-mail claims.
 */
export async function inviteUser(
  ctx: RequestContext,
  input: { companyId: string; body: InviteUserBody },
): Promise<CompanyUser> {
  const { companyId, body } = input
  const { publicUrl, issuer, embeddedIdp } = ctx.platform
  const target = await companyFor(ctx, companyId, true)
  // The portal's name as the invited company's people know it (their reseller's brand, if any).
  const brand = (await brandForCompany(ctx, companyId)).brand_name
  const email = body.email.trim().toLowerCase()
  const result = await ctx.transaction(async (tx) => {
    let subject = `invite:${email}`
    let needsPassword: string | null = null
    if (embeddedIdp) {
      const account = await ensureIdpAccount(tx, email, body.display_name)
      subject = account.id
      if (!account.password_hash) needsPassword = account.id
    }
    const user = await ensureUser(tx, { issuer, subject, email, display_name: body.display_name })
    const added = await insertMembership(tx, { user_id: user.id, company_id: companyId, role: body.role })
    if (!added) throw new Conflict(companyTexts.alreadyMember)
    const link = needsPassword ? await createInvitationLink(tx, needsPassword, user.id) : null
    await queueMail(tx, {
      to: email,
      companyId,
      subject: `${brand}: you have access to ${target.name}`,
      text: link
        ? `Hello ${body.display_name},\n\nYou were invited to ${target.name} in ${brand}.\nSet your password here (valid for 7 days): ${link}\n`
        : `Hello ${body.display_name},\n\nYou now have access to ${target.name} in ${brand}.\nSign in at ${publicUrl}/\n`,
    })
    await audit(tx, {
      action: 'company_user.invited',
      entity: 'membership',
      entity_id: user.id,
      company_id: companyId,
      after: { email, role: body.role },
    })
    return { userId: user.id }
  })
  return memberOf(ctx, companyId, result.userId)
}

/** A company keeps at least one admin, so nobody locks everyone out. */
async function assertAnotherAdmin(tx: RequestContext, companyId: string) {
  if ((await countActiveAdmins(tx, companyId)) <= 1) throw new Conflict(companyTexts.lastAdmin)
}

async function lockedMembership(tx: RequestContext, { companyId, userId }: MemberRef) {
  const current = await lockMembership(tx, companyId, userId)
  if (!current) throw new NotFound(companyTexts.notMember)
  return current
}

/**
 * A change of one membership by a company admin: the membership is locked, the company keeps at
 * least one active admin (unless the member stays one), and the change commits with its audit entry.
 */
async function changeMembership(
  ctx: RequestContext,
  ref: MemberRef,
  change: {
    action: string
    staysAdmin: boolean
    write(tx: RequestContext, membershipId: string): Promise<void>
    after?: unknown
  },
) {
  const { companyId, userId } = ref
  await companyFor(ctx, companyId, true)
  await ctx.transaction(async (tx) => {
    const current = await lockedMembership(tx, ref)
    if (current.role === 'admin' && !change.staysAdmin) await assertAnotherAdmin(tx, companyId)
    await change.write(tx, current.id)
    await audit(tx, {
      action: change.action,
      entity: 'membership',
      entity_id: userId,
      company_id: companyId,
      before: { role: current.role },
      after: change.after,
    })
  })
}

export async function changeRole(
  ctx: RequestContext,
  input: MemberRef & ChangeRoleBody,
): Promise<CompanyUser> {
  const { role } = input
  await changeMembership(ctx, input, {
    action: 'company_user.role_changed',
    staysAdmin: role === 'admin',
    write: (tx, id) => updateMembershipRole(tx, id, role),
    after: { role },
  })
  return memberOf(ctx, input.companyId, input.userId)
}

export async function removeUser(ctx: RequestContext, input: MemberRef): Promise<void> {
  await changeMembership(ctx, input, {
    action: 'company_user.removed',
    staysAdmin: false,
    write: (tx, id) => deleteMembership(tx, id),
  })
}

/**
 * Staff turn a person's sign-in off or on (issue 27, item 2): off ends every session of the person
 * at once (their refresh tokens, and their access tokens within seconds); staff cannot lock
 * themselves out.
 */
export async function setUserSignIn(ctx: RequestContext, input: MemberRef & { enabled: boolean }) {
  if (!ctx.isStaff) throw new Forbidden()
  if (input.userId === ctx.user.id) throw new Conflict(companyTexts.notYourself)
  await companyFor(ctx, input.companyId, false)
  await ctx.transaction(async (tx) => {
    if (!(await setSignIn(tx, input, input.enabled ? null : tx.platform.now())))
      throw new NotFound(companyTexts.notMember)
    await audit(tx, {
      action: input.enabled ? 'user.sign_in_enabled' : 'user.sign_in_disabled',
      entity: 'user',
      entity_id: input.userId,
      company_id: input.companyId,
    })
  })
  return memberOf(ctx, input.companyId, input.userId)
}
