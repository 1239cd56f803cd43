import { validateDnsZone } from '@portico/domain'
import { z } from 'zod'
import { companyFields, versionedFields } from './common.ts'
import { DnsRecordSchema, DomainUpdateSchema } from './domainsNames.ts'
import { domainsTexts } from './domainsTexts.ts'

const texts = domainsTexts.codes
const contactId = DomainUpdateSchema.shape.registrant_id

/** The DNS records a preset puts in a new domain's zone, judged as a zone (a CNAME beside others …). */
export const DnsTemplateSchema = z
  .array(DnsRecordSchema)
  .max(500)
  .superRefine((records, ctx) => {
    for (const problem of validateDnsZone(records)) {
      ctx.addIssue({
        code: 'custom',
        path: [problem.index, problem.field],
        message: texts[`dns.${problem.code}`],
      })
    }
  })

/** What a company bundles for new domains: name servers, a DNS template and a contact per role. */
export const DomainPresetInputSchema = z.strictObject({
  company_id: z.uuid(),
  name: z.string().trim().min(1).max(100),
  nameservers: DomainUpdateSchema.shape.nameservers,
  dns_template: DnsTemplateSchema,
  registrant_id: contactId,
  admin_id: contactId,
  tech_id: contactId,
  billing_id: contactId,
})
export type DomainPresetInput = z.input<typeof DomainPresetInputSchema>

export const DomainPresetSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  nameservers: z.array(z.string()),
  dns_template: z.array(DnsRecordSchema),
  registrant_id: z.uuid().nullable(),
  admin_id: z.uuid().nullable(),
  tech_id: z.uuid().nullable(),
  billing_id: z.uuid().nullable(),
  ...versionedFields,
})
export type DomainPreset = z.infer<typeof DomainPresetSchema>

export const DomainPresetListQuerySchema = z.strictObject({ company: z.uuid().optional() })

/** The contact roles of a domain or preset, in the registry's order. */
export const DOMAIN_CONTACT_ROLES = ['registrant_id', 'admin_id', 'tech_id', 'billing_id'] as const
export type DomainContactRole = (typeof DOMAIN_CONTACT_ROLES)[number]
