import { Select, Textarea, TextInput } from '@mantine/core'
import { type Customer, type CustomerInput, CustomerInputSchema } from '@portico/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { RecordKind } from '../kind.ts'
import { recordQuery, useResellerOptionsQuery, useSaveRecordMutation } from '../queries.ts'
import { RECORD_FIELDS, recordInput, recordValues } from '../recordForm.ts'
import { useEditForm } from '../useEditForm.ts'
import { AddressFields } from './AddressFields.tsx'
import { FormLayout, FormSection } from './FormLayout.tsx'

const HINTS = {
  vat_id: 'customers.hints.vat_id',
  'address.country': 'customers.hints.country',
  currency: 'customers.hints.currency',
  phone: 'customers.hints.phone',
  payment_terms_days: 'customers.hints.payment_terms_days',
}

/** Create and edit of a customer or reseller: one form, validated by the contract's CustomerInputSchema. */
export function RecordForm({
  kind,
  record,
  chooseParent,
  onSaved,
  onCancel,
}: {
  kind: RecordKind
  record?: Customer
  /** Staff may place a customer under a reseller; the API decides the parent for everyone else. */
  chooseParent: boolean
  onSaved: (saved: Customer) => void
  onCancel?: () => void
}) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  // The parent is chosen once, at creation; the API refuses to move a record later.
  const withParent = chooseParent && kind === 'customers' && !record
  const save = useSaveRecordMutation(kind)
  const resellers = useResellerOptionsQuery(withParent)
  const edit = useEditForm({
    schema: CustomerInputSchema,
    item: record,
    values: recordValues,
    toInput: (values) => recordInput(values, { withParent }),
    hints: HINTS,
    fields: RECORD_FIELDS,
    save: (input: CustomerInput, version) => save.mutateAsync({ id: record?.id, version, input }),
    // Only an edit can meet a 412, so there is a record to read again.
    reload: () => queryClient.fetchQuery({ ...recordQuery(kind, record?.id ?? ''), staleTime: 0 }),
    onSaved,
  })
  const { form } = edit
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.text(name)} data-testid={`field-${name}`} {...extra} />
  )

  return (
    <FormLayout
      testId="record-form"
      editing={Boolean(record)}
      pending={save.isPending}
      edit={edit}
      onCancel={onCancel}
    >
      <FormSection title={t('customers.form.sections.company')}>
        {field('name', t('customers.fields.name'), { required: true, maxLength: 200 })}
        {withParent ? (
          <Select
            label={t('customers.fields.parent_id')}
            placeholder={t('customers.fields.noParent')}
            data={resellers.data ?? []}
            {...form.select('parent_id')}
            searchable
            clearable
            data-testid="field-parent_id"
          />
        ) : null}
        {field('billing_email', t('customers.fields.billing_email'), { type: 'email' })}
        {field('phone', t('customers.fields.phone'), { type: 'tel' })}
        {field('website', t('customers.fields.website'), { type: 'url', placeholder: 'https://' })}
        {field('vat_id', t('customers.fields.vat_id'), { placeholder: 'NL123456789B01' })}
        {field('coc_number', t('customers.fields.coc_number'))}
      </FormSection>
      <FormSection title={t('customers.form.sections.address')}>
        <AddressFields form={form} />
      </FormSection>
      <FormSection title={t('customers.form.sections.billing')}>
        <Select
          label={t('customers.fields.language')}
          data={[
            { value: 'en', label: t('languages.en') },
            { value: 'nl', label: t('languages.nl') },
          ]}
          {...form.select('language')}
          allowDeselect={false}
          data-testid="field-language"
        />
        {field('currency', t('customers.fields.currency'), { maxLength: 3 })}
        {field('payment_terms_days', t('customers.fields.payment_terms_days'), { inputMode: 'numeric' })}
      </FormSection>
      <FormSection
        wide={
          <Textarea
            label={t('customers.fields.notes')}
            autosize
            minRows={3}
            {...form.text('notes')}
            data-testid="field-notes"
          />
        }
      />
    </FormLayout>
  )
}
