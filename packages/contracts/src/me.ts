import { z } from 'zod'
import { LocaleSchema, listOf } from './common.ts'
import { CompanyRefSchema } from './company.ts'

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

export type MenuNode = {
  name: string
  heading?: boolean
  icon?: string
  to?: string
  sub?: MenuNode[]
  subActivePaths?: string
  badge?: number | string
  'badge-variant'?: string
}

export const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    heading: z.boolean().optional(),
    icon: z.string().optional(),
    to: z.string().optional(),
    sub: z.array(MenuNodeSchema).optional(),
    subActivePaths: z.string().optional(),
    badge: z.union([z.number(), z.string()]).optional(),
    'badge-variant': z.string().optional(),
  }),
)

export const MenuResponseSchema = listOf(MenuNodeSchema)
export type MenuResponse = z.infer<typeof MenuResponseSchema>
