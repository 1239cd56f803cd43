import { z } from 'zod'
import { BrandSchema } from './companyBranding.ts'

/** What the SPA needs to know at run time, so one build serves any deployment. */
export const ClientConfigSchema = z.object({
  brandName: z.string(),
  /** The brand of the address the portal was reached through (host name or ?brand=), else the portal's. */
  brand: BrandSchema,
  version: z.string(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    embedded: z.boolean(),
  }),
  sentryDsn: z.string().nullable(),
  /** Who takes online payments: the sandbox provider (the default; the portal says so) or Mollie. */
  paymentProvider: z.enum(['sandbox', 'mollie']),
})
export type ClientConfig = z.infer<typeof ClientConfigSchema>

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) })
export type Health = z.infer<typeof HealthSchema>
