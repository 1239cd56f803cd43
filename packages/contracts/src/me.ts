import { z } from 'zod'
import { LocaleSchema, listOf } from './common.ts'
import { CompanyRefSchema } from './company.ts'
import { DisplayNameSchema } from './meSecurity.ts'

export * from './meSecurity.ts'

export const AccessSchema = z.enum(['super-admin', 'staff', 'user'])
export type Access = z.infer<typeof AccessSchema>

/** Spec 1 and 4: dark mode, the six colour themes, and the sidebar's and header's style in light mode. */
export const AppearanceSchema = z.strictObject({
  dark_mode: z.enum(['on', 'off', 'system']),
  color_theme: z.enum(['default', 'amethyst', 'city', 'flat', 'modern', 'smooth']),
  sidebar_style: z.enum(['light', 'dark']),
  header_style: z.enum(['light', 'dark']),
  /** When the user chose it (the browser's clock): the newer of a browser's and the server's wins. */
  changed_at: z.iso.datetime({ offset: true }),
})
export type Appearance = z.infer<typeof AppearanceSchema>

export const MeSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  roles: z.array(z.string()),
  locale: LocaleSchema.nullable(),
  /** Kept on the server so it follows the user to another browser; null until first chosen. */
  appearance: AppearanceSchema.nullable(),
  access: AccessSchema,
  companies: z.array(CompanyRefSchema),
})
export type Me = z.infer<typeof MeSchema>

/** What the user changes of their own: the name, the language, the appearance, or several. */
export const UpdateMeBodySchema = z
  .strictObject({
    display_name: DisplayNameSchema.optional(),
    locale: LocaleSchema.optional(),
    appearance: AppearanceSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Say what to change: display_name, locale or appearance.',
    path: ['locale'],
  })
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
