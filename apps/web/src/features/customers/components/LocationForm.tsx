import { Select, Textarea, TextInput } from '@mantine/core'
import { type Location, type LocationInput, LocationInputSchema } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formValuesOf, optionalInput } from '../../../shared/ui/formValues.ts'
import type { FormValues } from '../../../shared/ui/useSchemaForm.ts'
import { usePartsQuery } from '../partQueries.ts'
import { type PartFormProps, usePartForm } from '../usePartForm.ts'
import { AddressFields } from './AddressFields.tsx'
import { FormLayout, FormSection } from './FormLayout.tsx'

const FIELDS = [
  'name',
  'address.street',
  'address.postal_code',
  'address.city',
  'address.country',
  'contact_id',
  'notes',
] as const

const HINTS = { 'address.country': 'customers.hints.country' }

const locationValues = (location?: Location | null): FormValues => formValuesOf(location, FIELDS)

const locationInput = (values: FormValues): LocationInput =>
  ({
    ...optionalInput(
      values,
      FIELDS.filter((field) => field !== 'name'),
    ),
    name: values.name?.trim() ?? '',
  }) as LocationInput

/** A location: an address and, optionally, one of the record's contacts. */
export function LocationForm(props: PartFormProps<Location>) {
  const { t } = useFeatureTranslation()
  const { form, layout } = usePartForm('locations', props, {
    schema: LocationInputSchema,
    values: locationValues,
    toInput: locationInput,
    hints: HINTS,
    fields: FIELDS,
  })
  const contacts = usePartsQuery(props.kind, props.recordId, 'contacts')
  return (
    <FormLayout testId="location-form" {...layout}>
      <FormSection
        wide={
          <Textarea
            label={t('customers.location.notes')}
            autosize
            minRows={2}
            {...form.text('notes')}
            data-testid="field-notes"
          />
        }
      >
        <TextInput
          label={t('customers.location.name')}
          {...form.text('name')}
          data-testid="field-name"
          required
          maxLength={200}
        />
        <Select
          label={t('customers.location.contact_id')}
          placeholder={t('customers.location.noContact')}
          data={(contacts.data ?? []).map((contact) => ({ value: contact.id, label: contact.full_name }))}
          {...form.select('contact_id')}
          clearable
          searchable
          data-testid="field-contact_id"
        />
        <AddressFields form={form} />
      </FormSection>
    </FormLayout>
  )
}
