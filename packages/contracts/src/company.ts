import { z } from 'zod'
import { DateTimeSchema, dataOf, versionedFields } from './common.ts'

export const CompanyKindSchema = z.enum(['provider', 'reseller', 'customer'])
export type CompanyKind = z.infer<typeof CompanyKindSchema>

export const CompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: CompanyKindSchema,
  parent_id: z.uuid().nullable(),
  archived_at: DateTimeSchema.nullable(),
  ...versionedFields,
})
export type Company = z.infer<typeof CompanySchema>

export const CompanyResponseSchema = dataOf(CompanySchema)
export type CompanyResponse = z.infer<typeof CompanyResponseSchema>

export const CompanyRefSchema = z.object({ id: z.uuid(), name: z.string() })
export type CompanyRef = z.infer<typeof CompanyRefSchema>

/** The people of a company and their membership role. */
export const MembershipRoleSchema = z.enum(['admin', 'billing', 'technical', 'member'])
export const CompanyUserSchema = z.object({
  user_id: z.uuid(),
  display_name: z.string(),
  email: z.string().nullable(),
  role: MembershipRoleSchema,
  invited: z.boolean(),
  last_seen_at: DateTimeSchema.nullable(),
  /** Staff turned the person's sign-in off: every session ended, no new one until turned on again. */
  disabled: z.boolean(),
})
export type CompanyUser = z.infer<typeof CompanyUserSchema>
export const InviteUserBodySchema = z.strictObject({
  email: z.email().max(320),
  display_name: z.string().trim().max(200).min(1),
  role: MembershipRoleSchema,
})
export type InviteUserBody = z.infer<typeof InviteUserBodySchema>
export const ChangeRoleBodySchema = z.strictObject({ role: MembershipRoleSchema })
export type ChangeRoleBody = z.infer<typeof ChangeRoleBodySchema>
export * from './companyBranding.ts'
export * from './companyContracts.ts'
export * from './companyNotifications.ts'
