import { z } from 'zod'

export const CompanyKindSchema = z.enum(['provider', 'reseller', 'customer'])
export type CompanyKind = z.infer<typeof CompanyKindSchema>

export const CompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: CompanyKindSchema,
  parent_id: z.uuid().nullable(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
  version: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
})
export type Company = z.infer<typeof CompanySchema>

export const CompanyResponseSchema = z.object({ data: CompanySchema })
export type CompanyResponse = z.infer<typeof CompanyResponseSchema>

export const CompanyRefSchema = z.object({ id: z.uuid(), name: z.string() })
export type CompanyRef = z.infer<typeof CompanyRefSchema>
