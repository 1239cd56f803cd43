import type { Customer, CustomerInput } from '@portico/contracts'
import { formValuesOf, optionalInput } from '../../shared/ui/formValues.ts'
import type { FormValues } from '../../shared/ui/useSchemaForm.ts'

/** The form's fields, named as the input schema (and the server's problem+json) names them. */
export const RECORD_FIELDS = [
  'name',
  'parent_id',
  'billing_email',
  'phone',
  'website',
  'vat_id',
  'coc_number',
  'address.street',
  'address.postal_code',
  'address.city',
  'address.country',
  'language',
  'currency',
  'payment_terms_days',
  'notes',
] as const

const DEFAULTS = { language: 'en', currency: 'EUR', payment_terms_days: '14' }
const REQUIRED_OR_TYPED = ['name', 'language', 'currency', 'payment_terms_days']

export function recordValues(record?: Customer | null): FormValues {
  return formValuesOf(record, RECORD_FIELDS, DEFAULTS)
}

/** Flat strings to CustomerInput: empty means null (PUT replaces the record), numbers parsed. */
export function recordInput(values: FormValues, { withParent }: { withParent: boolean }): CustomerInput {
  const days = values.payment_terms_days?.trim() ?? ''
  const optional = RECORD_FIELDS.filter(
    (field) => !REQUIRED_OR_TYPED.includes(field) && (withParent || field !== 'parent_id'),
  )
  return {
    ...optionalInput(values, optional),
    name: values.name?.trim() ?? '',
    language: (values.language || 'en') as CustomerInput['language'],
    currency: values.currency?.trim() || 'EUR',
    payment_terms_days: days === '' ? 14 : /^\d+$/.test(days) ? Number(days) : Number.NaN,
  } as CustomerInput
}
