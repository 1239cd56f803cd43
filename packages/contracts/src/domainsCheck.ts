import { z } from 'zod'
import { domainsTexts } from './domainsTexts.ts'

const texts = domainsTexts.codes

/** One label of a domain name (the part before the TLD), as typed: `acme-example` or `acme-example.nl`. */
const searchName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.[a-z0-9.-]{2,127})?$/, texts.label)

export const DomainCheckQuerySchema = z.strictObject({
  name: searchName,
  /** The company that would order (whose prices are shown). */
  company: z.uuid(),
  /** Only these TLDs (comma-separated), e.g. to check one again; else every TLD the company may order. */
  tlds: z
    .string()
    .trim()
    .toLowerCase()
    .max(2000)
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, texts.tld)
    .transform((list) => list.split(','))
    .optional(),
})
export type DomainCheckQuery = z.infer<typeof DomainCheckQuerySchema>

/** One name on one TLD: available or taken, with what the company would pay. */
export const DomainCheckResultSchema = z.object({
  domain: z.string(),
  tld: z.string(),
  product_id: z.uuid(),
  available: z.boolean(),
  premium: z.boolean(),
  /** Why it cannot be registered (taken, reserved, premium above the cap, registry unreachable). */
  reason: z.enum(['taken', 'reserved', 'premium_cap', 'invalid', 'unavailable']).nullable(),
  currency: z.string(),
  /** One year: the registration (a premium name: the registry's premium price), the renewal, a transfer. */
  register_minor: z.number().int().nullable(),
  renew_minor: z.number().int().nullable(),
  transfer_minor: z.number().int().nullable(),
  auth_code_required: z.boolean(),
})
export type DomainCheckResult = z.infer<typeof DomainCheckResultSchema>

export const DomainCheckResponseSchema = z.object({
  /** The name typed first (its own TLD, or the catalogue's first), then every other TLD. */
  data: z.array(DomainCheckResultSchema),
  /** Other names on the first TLD that can be registered at the catalogue price (a full check only). */
  suggestions: z.array(DomainCheckResultSchema),
  /** The registrar answering: the sandbox (shown as such) or the live registrar. */
  registrar_mode: z.enum(['sandbox', 'live']),
})
export type DomainCheckResponse = z.infer<typeof DomainCheckResponseSchema>
