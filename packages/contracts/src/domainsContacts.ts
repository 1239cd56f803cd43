import { z } from 'zod'
import { companyFields, versionedFields } from './common.ts'
import { CountryCodeSchema } from './customers.ts'

const text = (max: number) => z.string().trim().min(1).max(max)
const optional = (max: number) => z.string().trim().max(max).nullable().default(null)

/** SIDN's legal forms of a .nl registrant (the registry's own codes). */
export const SIDN_LEGAL_FORMS = [
  'PERSOON',
  'EENMANSZAAK',
  'BV',
  'NV',
  'VOF',
  'MAATSCHAP',
  'CV',
  'STICHTING',
  'VERENIGING',
  'COOP',
  'KERK',
  'OWM',
  'BGG',
  'ANDERS',
] as const
export const SidnLegalFormSchema = z.enum(SIDN_LEGAL_FORMS)

/** A contact handle as a company keeps it; the server normalises the phone numbers to +CC.number. */
export const DomainContactInputSchema = z.strictObject({
  company_id: z.uuid(),
  name: text(200),
  organization: optional(200),
  address_lines: z.array(text(200)).min(1).max(3),
  postal_code: text(20),
  city: text(100),
  state: optional(100),
  country: CountryCodeSchema,
  email: z.email().max(320),
  /** As typed (+31 30 123 4567, 030-1234567 for a Dutch address); stored as +31.301234567. */
  voice: text(40),
  fax: optional(40),
  /** Registry extras: SIDN wants the legal form of a .nl registrant. */
  legal_form: SidnLegalFormSchema.nullable().default(null),
})
export type DomainContactInput = z.input<typeof DomainContactInputSchema>

export const DomainContactSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  handle: z.string(),
  name: z.string(),
  organization: z.string().nullable(),
  address_lines: z.array(z.string()),
  postal_code: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  email: z.string(),
  voice: z.string(),
  fax: z.string().nullable(),
  legal_form: SidnLegalFormSchema.nullable(),
  /** Domains and presets that name it; a contact in use cannot be deleted. */
  in_use: z.number().int(),
  ...versionedFields,
})
export type DomainContact = z.infer<typeof DomainContactSchema>

export const DomainContactListQuerySchema = z.strictObject({
  company: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
})
