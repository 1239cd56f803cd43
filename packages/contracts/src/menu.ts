import { z } from 'zod'

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

export const MenuResponseSchema = z.object({ data: z.array(MenuNodeSchema) })
export type MenuResponse = z.infer<typeof MenuResponseSchema>
