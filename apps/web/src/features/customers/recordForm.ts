import type { Customer, CustomerInput } from '@portico/contracts'
import { type FormValues, orNull } from '../../shared/ui/useSchemaForm.ts'

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

export function recordValues(record?: Customer | null): FormValues {
  return {
    name: record?.name ?? '',
    parent_id: record?.parent_id ?? '',
    billing_email: record?.billing_email ?? '',
    phone: record?.phone ?? '',
    website: record?.website ?? '',
    vat_id: record?.vat_id ?? '',
    coc_number: record?.coc_number ?? '',
    'address.street': record?.address.street ?? '',
    'address.postal_code': record?.address.postal_code ?? '',
    'address.city': record?.address.city ?? '',
    'address.country': record?.address.country ?? '',
    language: record?.language ?? 'en',
    currency: record?.currency ?? 'EUR',
    payment_terms_days: String(record?.payment_terms_days ?? 14),
    notes: record?.notes ?? '',
  }
}

/** Flat strings to CustomerInput: empty means null (PUT replaces the record), numbers parsed. */
export function recordInput(values: FormValues, { withParent }: { withParent: boolean }): CustomerInput {
  const days = values.payment_terms_days?.trim() ?? ''
  return {
    name: values.name?.trim() ?? '',
    ...(withParent ? { parent_id: orNull(values.parent_id) } : {}),
    billing_email: orNull(values.billing_email),
    phone: orNull(values.phone),
    website: orNull(values.website),
    vat_id: orNull(values.vat_id),
    coc_number: orNull(values.coc_number),
    address: {
      street: orNull(values['address.street']),
      postal_code: orNull(values['address.postal_code']),
      city: orNull(values['address.city']),
      country: orNull(values['address.country']),
    },
    language: (values.language || 'en') as CustomerInput['language'],
    currency: values.currency?.trim() || 'EUR',
    payment_terms_days: days === '' ? 14 : /^\d+$/.test(days) ? Number(days) : Number.NaN,
    notes: orNull(values.notes),
  }
}
