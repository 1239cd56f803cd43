import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Db } from '../db/client.ts'
import { idpTwoFactor } from '../db/schema/index.ts'
import { sealer } from '../lib/secrets.ts'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (decision 0018). */
const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const
/** Codes of the step before and after are accepted too: a phone's clock may be a little off. */
const WINDOW = 1
export const RECOVERY_CODE_COUNT = 10

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return new TOTP({ ...TOTP_SHAPE, issuer, label, secret: Secret.fromBase32(secret) }).toString()
}

/** The time step a code belongs to, or null when it is none of the accepted steps around `now`. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const totp = new TOTP({ ...TOTP_SHAPE, secret: Secret.fromBase32(secret) })
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}

/** Ten recovery codes of 10 characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** Recovery codes are random (50 bits), so a plain SHA-256 is enough to keep them unreadable. */
export function hashRecoveryCode(code: string): string {
  const normal = code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  return createHash('sha256')
    .update(`${normal.slice(0, 5)}-${normal.slice(5)}`)
    .digest('hex')
}

const box = sealer('idp_two_factor_key')

/** The two-factor seed sealed for the database (AES-256-GCM, lib/secrets.ts). */
export const encryptSecret = (db: Db, secret: string): Promise<string> => box.seal(db, secret)

export const decryptSecret = (db: Db, stored: string): Promise<string> => box.open(db, stored)

/** Whether the account has two-factor sign-in on. */
export async function twoFactorEnabled(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: idpTwoFactor.account_id })
    .from(idpTwoFactor)
    .where(and(eq(idpTwoFactor.account_id, accountId), isNotNull(idpTwoFactor.enabled_at)))
  return Boolean(row)
}

/**
 * What a second factor gave: accepted as a TOTP or a recovery code; or refused, as a code of the
 * authenticator app that was valid but of a step used already (the app shows the next one within
 * 30 seconds: right after turning two-factor on, or a second sign-in within the same half minute),
 * or as wrong.
 */
export type SecondFactorCheck = { accepted: 'totp' | 'recovery' } | { refused: 'usedCode' | 'wrongCode' }

/**
 * Accepts a second factor of an account whose two-factor sign-in is on: a TOTP code of a step later
 * than the last one used, or an unused recovery code, which is then spent. Each is one conditional
 * UPDATE, so two requests with the same code cannot both succeed.
 */
export async function acceptSecondFactor(
  db: Db,
  accountId: string,
  code: string,
): Promise<SecondFactorCheck> {
  const wrong = { refused: 'wrongCode' } as const
  const [row] = await db
    .select()
    .from(idpTwoFactor)
    .where(and(eq(idpTwoFactor.account_id, accountId), isNotNull(idpTwoFactor.enabled_at)))
  if (!row) return wrong
  const compact = code.replace(/\s/g, '')
  if (/^\d{6}$/.test(compact)) {
    const step = totpStep(await decryptSecret(db, row.secret), compact)
    if (step === null) return wrong
    const used = await db
      .update(idpTwoFactor)
      .set({ last_step: step })
      .where(
        and(
          eq(idpTwoFactor.account_id, accountId),
          sql`(${idpTwoFactor.last_step} is null or ${idpTwoFactor.last_step} < ${step})`,
        ),
      )
      .returning({ id: idpTwoFactor.account_id })
    return used.length ? { accepted: 'totp' } : { refused: 'usedCode' }
  }
  const hashed = hashRecoveryCode(compact)
  const spent = await db
    .update(idpTwoFactor)
    .set({ recovery_codes: sql`array_remove(${idpTwoFactor.recovery_codes}, ${hashed})` })
    .where(and(eq(idpTwoFactor.account_id, accountId), sql`${hashed} = any(${idpTwoFactor.recovery_codes})`))
    .returning({ id: idpTwoFactor.account_id })
  return spent.length ? { accepted: 'recovery' } : wrong
}
