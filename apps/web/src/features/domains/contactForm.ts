import type { DomainContact, DomainContactInput } from '@portico/contracts'
import { formValuesOf } from '../../shared/ui/formValues.ts'
import { type FormValues, orNull } from '../../shared/ui/useSchemaForm.ts'

export const ADDRESS_LINES = ['address_lines.0', 'address_lines.1', 'address_lines.2'] as const
const FIELDS = [
  'company_id',
  'name',
  'organization',
  ...ADDRESS_LINES,
  'postal_code',
  'city',
  'state',
  'country',
  'email',
  'voice',
  'fax',
  'legal_form',
] as const
/** The fields the form shows a message under; others go in the alert above it. */
export const CONTACT_FIELDS: readonly string[] = [...FIELDS, 'address_lines']

/** A stored contact (or a new one of `companyId`, in the Netherlands) as the form's strings. */
export function contactFormOf(contact: DomainContact | null | undefined, companyId = ''): FormValues {
  return formValuesOf(contact, FIELDS, { company_id: companyId, country: 'NL' })
}

/**
 * The form as the contract's input. The first address line is always sent (an empty one is the
 * contract's "required"), later ones up to the last filled in, so an issue's index is the line's.
 */
export function contactInputOf(values: FormValues): DomainContactInput {
  const lines = ADDRESS_LINES.map((field) => (values[field] ?? '').trim())
  const last = Math.max(0, ...lines.map((line, index) => (line ? index : 0)))
  return {
    company_id: values.company_id ?? '',
    name: values.name ?? '',
    organization: orNull(values.organization),
    address_lines: lines.slice(0, last + 1),
    postal_code: values.postal_code ?? '',
    city: values.city ?? '',
    state: orNull(values.state),
    country: (values.country ?? '').toUpperCase(),
    email: (values.email ?? '').trim(),
    voice: values.voice ?? '',
    fax: orNull(values.fax),
    legal_form: (orNull(values.legal_form) as DomainContactInput['legal_form']) ?? null,
  }
}
