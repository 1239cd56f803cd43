import { z } from 'zod'
import { defineTexts } from './texts.ts'

/** The me area's validation messages by code (the schemas carry the code). */
export const meTexts = defineTexts('me', {
  passwordLength: {
    en: 'Use at least 10 and at most 1024 characters.',
    nl: 'Gebruik minstens 10 en hoogstens 1024 tekens.',
  },
  code: {
    en: 'Enter the 6-digit code from your authenticator app.',
    nl: 'Vul de 6-cijferige code uit uw authenticator-app in.',
  },
  proof: {
    en: 'Enter your password or a code from your authenticator app.',
    nl: 'Vul uw wachtwoord of een code uit uw authenticator-app in.',
  },
  name: { en: 'Enter a name of at most 200 characters.', nl: 'Vul een naam in van hoogstens 200 tekens.' },
})
const texts = meTexts.codes

export const DisplayNameSchema = z.string().trim().min(1, texts.name).max(200, texts.name)

/** Password and two-factor sign-in of the signed-in user (issue 15, decision 0018). */
export const MySecuritySchema = z.object({
  /** `embedded`: the portal's own IdP keeps the password and the second factor; `external`: another IdP does. */
  identity: z.enum(['embedded', 'external']),
  two_factor: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The external IdP's own account page, where its users change their password and second factor. */
  account_url: z.url().nullable(),
})
export type MySecurity = z.infer<typeof MySecuritySchema>

export const ChangePasswordBodySchema = z.strictObject({
  current_password: z.string().min(1, texts.passwordLength).max(1024, texts.passwordLength),
  new_password: z.string().min(10, texts.passwordLength).max(1024, texts.passwordLength),
})
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>

/** A new secret, not on yet: the app scans the QR code (or the secret typed in), then a code confirms it. */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, a PNG data URL. */
  qr_code: z.string(),
})
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>

const TotpCodeSchema = z.string().regex(/^\d{6}$/, texts.code)

export const ConfirmTwoFactorBodySchema = z.strictObject({ code: TotpCodeSchema })
export type ConfirmTwoFactorBody = z.infer<typeof ConfirmTwoFactorBodySchema>

/** What proves it is the user before two-factor sign-in is changed: the password or a current code. */
export const TwoFactorProofBodySchema = z
  .strictObject({
    password: z.string().min(1, texts.proof).max(1024, texts.proof).optional(),
    code: TotpCodeSchema.optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: texts.proof,
    path: ['password'],
  })
export type TwoFactorProofBody = z.infer<typeof TwoFactorProofBodySchema>

/** Shown once: only their hashes are kept. */
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>

/** One of the user's sign-in sessions (issue 27, item 3): a browser or device where they are signed in. */
export const MySessionSchema = z.object({
  id: z.uuid(),
  /** The browser and system, e.g. "Chrome 131 on Linux"; null when it did not say. */
  device: z.string().nullable(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request comes from. */
  current: z.boolean(),
})
export type MySession = z.infer<typeof MySessionSchema>
export const MySessionParamsSchema = z.strictObject({ id: z.uuid() })
