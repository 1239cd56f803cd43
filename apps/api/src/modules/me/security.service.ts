import type {
  ChangePasswordBody,
  ConfirmTwoFactorBody,
  MySecurity,
  RecoveryCodes,
  TwoFactorProofBody,
  TwoFactorSetup,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { hashPassword, verifyPassword } from '../../idp/accounts.ts'
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  totpStep,
} from '../../idp/twoFactor.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, Forbidden } from '../../lib/errors.ts'
import { meApiTexts } from './me.texts.ts'
import {
  deleteOwnTwoFactor,
  enableOwnTwoFactor,
  endOtherSessions,
  findOwnAccount,
  findOwnTwoFactor,
  replaceOwnRecoveryCodes,
  savePendingTwoFactor,
  spendOwnSecondFactor,
  updateOwnPassword,
} from './security.repository.ts'

/**
 * Where a user of an external IdP manages their password and second factor: Keycloak's account
 * console, Microsoft's or Google's account page; null when the issuer is none of these (decision 0018).
 */
export function externalAccountUrl(issuer: string): string | null {
  if (!URL.canParse(issuer)) return null
  const url = new URL(issuer)
  if (/\/realms\/[^/]+\/?$/.test(url.pathname)) return `${issuer.replace(/\/$/, '')}/account`
  if (url.hostname === 'login.microsoftonline.com') return 'https://myaccount.microsoft.com/'
  if (url.hostname === 'accounts.google.com') return 'https://myaccount.google.com/'
  return null
}

export async function getMySecurity(ctx: RequestContext): Promise<MySecurity> {
  const account = await findOwnAccount(ctx)
  if (!account) {
    return {
      identity: 'external',
      two_factor: false,
      recovery_codes_left: 0,
      account_url: externalAccountUrl(ctx.platform.issuer),
    }
  }
  const row = await findOwnTwoFactor(ctx)
  const on = Boolean(row?.enabled_at)
  return {
    identity: 'embedded',
    two_factor: on,
    recovery_codes_left: on ? (row?.recovery_codes.length ?? 0) : 0,
    account_url: null,
  }
}

/** The caller's embedded-IdP account; a user of an external IdP is refused (403). */
export async function ownAccount(ctx: RequestContext) {
  const account = await findOwnAccount(ctx)
  if (!account) throw new Forbidden(meApiTexts.externalIdentity)
  return account
}

const entry = (ctx: RequestContext, action: string) => ({
  action,
  entity: 'idp_account',
  entity_id: ctx.user.subject,
})

export async function changePassword(ctx: RequestContext, body: ChangePasswordBody): Promise<void> {
  const account = await ownAccount(ctx)
  if (!account.password_hash || !(await verifyPassword(account.password_hash, body.current_password))) {
    throw new BadRequest(meApiTexts.wrongPassword, [
      { field: 'current_password', message: meApiTexts.wrongPassword },
    ])
  }
  const passwordHash = await hashPassword(body.new_password)
  await ctx.transaction(async (tx) => {
    await updateOwnPassword(tx, passwordHash)
    await endOtherSessions(tx)
    await audit(tx, entry(ctx, 'auth.password_changed'))
  })
}

export async function startTwoFactor(ctx: RequestContext): Promise<TwoFactorSetup> {
  const account = await ownAccount(ctx)
  const secret = newTotpSecret()
  if (!(await savePendingTwoFactor(ctx, await encryptSecret(ctx.db, secret)))) {
    throw new Conflict(meApiTexts.twoFactorOn)
  }
  const uri = otpauthUri(secret, ctx.platform.brand, account.email)
  // Loaded when a QR code is drawn, not at every start (issue 26, the cold start).
  const { default: QRCode } = await import('qrcode')
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 })
  return { secret, otpauth_uri: uri, qr_code: qr }
}

/** Recovery codes to show once, and their hashes to keep. */
function recoveryCodes() {
  const codes = newRecoveryCodes()
  return { codes, hashes: codes.map(hashRecoveryCode) }
}

export async function confirmTwoFactor(
  ctx: RequestContext,
  body: ConfirmTwoFactorBody,
): Promise<RecoveryCodes> {
  await ownAccount(ctx)
  const row = await findOwnTwoFactor(ctx)
  if (!row) throw new Conflict(meApiTexts.noSetup)
  if (row.enabled_at) throw new Conflict(meApiTexts.twoFactorOn)
  const step = totpStep(await decryptSecret(ctx.db, row.secret), body.code)
  if (step === null)
    throw new BadRequest(meApiTexts.wrongCode, [{ field: 'code', message: meApiTexts.wrongCode }])
  const { codes, hashes } = recoveryCodes()
  await ctx.transaction(async (tx) => {
    if (!(await enableOwnTwoFactor(tx, step, hashes))) throw new Conflict(meApiTexts.twoFactorOn)
    // Sessions signed in with the password alone end (issue 27, item 2).
    await endOtherSessions(tx)
    await audit(tx, entry(ctx, 'auth.two_factor_on'))
  })
  return { recovery_codes: codes }
}

/** Two-factor sign-in is on and the caller proved it is them: the password, or a code not used before. */
async function proveItIsYou(ctx: RequestContext, body: TwoFactorProofBody): Promise<void> {
  const account = await ownAccount(ctx)
  if (!(await findOwnTwoFactor(ctx))?.enabled_at) throw new Conflict(meApiTexts.twoFactorOff)
  if (body.code !== undefined) {
    const check = await spendOwnSecondFactor(ctx, body.code)
    if ('accepted' in check) return
    const message = meApiTexts[check.refused]
    throw new BadRequest(message, [{ field: 'code', message }])
  }
  const ok = account.password_hash && (await verifyPassword(account.password_hash, body.password ?? ''))
  if (!ok)
    throw new BadRequest(meApiTexts.wrongPassword, [{ field: 'password', message: meApiTexts.wrongPassword }])
}

export async function regenerateRecoveryCodes(
  ctx: RequestContext,
  body: TwoFactorProofBody,
): Promise<RecoveryCodes> {
  await proveItIsYou(ctx, body)
  const { codes, hashes } = recoveryCodes()
  await ctx.transaction(async (tx) => {
    await replaceOwnRecoveryCodes(tx, hashes)
    await audit(tx, entry(ctx, 'auth.recovery_codes_renewed'))
  })
  return { recovery_codes: codes }
}

export async function disableTwoFactor(ctx: RequestContext, body: TwoFactorProofBody): Promise<void> {
  await proveItIsYou(ctx, body)
  await ctx.transaction(async (tx) => {
    await deleteOwnTwoFactor(tx)
    await endOtherSessions(tx)
    await audit(tx, entry(ctx, 'auth.two_factor_off'))
  })
}
