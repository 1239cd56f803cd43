import { z } from 'zod'

const text = (max: number) => z.string().trim().max(max)

export const MembershipRoleSchema = z.enum(['admin', 'billing', 'technical', 'member'])
export const CompanyUserSchema = z.object({
  user_id: z.uuid(),
  display_name: z.string(),
  email: z.string().nullable(),
  role: MembershipRoleSchema,
  invited: z.boolean(),
  last_seen_at: z.iso.datetime({ offset: true }).nullable(),
})
export type CompanyUser = z.infer<typeof CompanyUserSchema>
export const InviteUserBodySchema = z.strictObject({
  email: z.email().max(320),
  display_name: text(200).min(1),
  role: MembershipRoleSchema,
})
export type InviteUserBody = z.infer<typeof InviteUserBodySchema>
export const ChangeRoleBodySchema = z.strictObject({ role: MembershipRoleSchema })
