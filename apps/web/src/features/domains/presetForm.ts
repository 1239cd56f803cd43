import {
  DOMAIN_CONTACT_ROLES,
  type DomainContactRole,
  type DomainPreset,
  type DomainPresetInput,
} from '@portico/contracts'
import { DNS_TTL, type DnsRecordType } from '@portico/domain'

/** One template record as typed: numbers stay strings until the contract reads them. */
export type TemplateRow = {
  type: DnsRecordType
  name: string
  content: string
  ttl: string
  priority: string
}

export type PresetFormState = {
  company_id: string
  name: string
  nameservers: string[]
  contacts: Record<DomainContactRole, string>
  records: TemplateRow[]
}

/** MX and SRV records carry a priority; the other types have none. */
export const hasPriority = (type: DnsRecordType) => type === 'MX' || type === 'SRV'

export const emptyRecord = (type: DnsRecordType = 'MX'): TemplateRow => ({
  type,
  name: '@',
  content: '',
  ttl: String(DNS_TTL.default),
  priority: hasPriority(type) ? '10' : '',
})

const noContacts = (): Record<DomainContactRole, string> => ({
  registrant_id: '',
  admin_id: '',
  tech_id: '',
  billing_id: '',
})

export function emptyPresetForm(companyId = ''): PresetFormState {
  return { company_id: companyId, name: '', nameservers: ['', ''], contacts: noContacts(), records: [] }
}

export function presetFormOf(preset: DomainPreset): PresetFormState {
  const contacts = noContacts()
  for (const role of DOMAIN_CONTACT_ROLES) contacts[role] = preset[role] ?? ''
  return {
    company_id: preset.company_id,
    name: preset.name,
    nameservers: preset.nameservers.length ? [...preset.nameservers] : ['', ''],
    contacts,
    records: preset.dns_template.map((r) => ({
      type: r.type,
      name: r.name,
      content: r.content,
      ttl: String(r.ttl),
      priority: r.priority === null ? '' : String(r.priority),
    })),
  }
}

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/** The form as the contract's input; rows keep their index, so `dns_template.2.content` is row 3. */
export function presetInputOf(state: PresetFormState): DomainPresetInput {
  return {
    company_id: state.company_id,
    name: state.name,
    nameservers: state.nameservers.map((ns) => ns.trim()),
    dns_template: state.records.map((r) => ({
      type: r.type,
      name: r.name,
      content: r.content.trim(),
      ttl: number(r.ttl),
      priority: hasPriority(r.type)
        ? number(r.priority)
        : r.priority.trim() === ''
          ? null
          : number(r.priority),
    })),
    registrant_id: state.contacts.registrant_id || null,
    admin_id: state.contacts.admin_id || null,
    tech_id: state.contacts.tech_id || null,
    billing_id: state.contacts.billing_id || null,
  }
}
