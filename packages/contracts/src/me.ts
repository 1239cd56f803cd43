import { z } from 'zod'
import { LocaleSchema } from './common.ts'
import { CompanyRefSchema } from './companies.ts'

export const AccessSchema = z.enum(['super-admin', 'staff', 'user'])
export type Access = z.infer<typeof AccessSchema>

export const MeSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  roles: z.array(z.string()),
  locale: LocaleSchema.nullable(),
  access: AccessSchema,
  companies: z.array(CompanyRefSchema),
})
export type Me = z.infer<typeof MeSchema>

export const UpdateMeBodySchema = z.strictObject({ locale: LocaleSchema })
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>
