import { Select, Textarea, TextInput } from '@mantine/core'
import { type Location, type LocationInput, LocationInputSchema } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FormValues, orNull } from '../../../shared/ui/useSchemaForm.ts'
import type { RecordKind } from '../kind.ts'
import { usePartsQuery, useSavePartMutation } from '../queries.ts'
import { useEditForm } from '../useEditForm.ts'
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

const locationValues = (location?: Location | null): FormValues => ({
  name: location?.name ?? '',
  'address.street': location?.address.street ?? '',
  'address.postal_code': location?.address.postal_code ?? '',
  'address.city': location?.address.city ?? '',
  'address.country': location?.address.country ?? '',
  contact_id: location?.contact_id ?? '',
  notes: location?.notes ?? '',
})

const locationInput = (values: FormValues): LocationInput => ({
  name: values.name?.trim() ?? '',
  address: {
    street: orNull(values['address.street']),
    postal_code: orNull(values['address.postal_code']),
    city: orNull(values['address.city']),
    country: orNull(values['address.country']),
  },
  contact_id: orNull(values.contact_id),
  notes: orNull(values.notes),
})

/** A location: an address and, optionally, one of the record's contacts. */
export function LocationForm({
  kind,
  recordId,
  location,
  onSaved,
  onCancel,
  onReload,
}: {
  kind: RecordKind
  recordId: string
  location?: Location
  onSaved: (saved: Location) => void
  onCancel: () => void
  onReload: () => Promise<Location>
}) {
  const { t } = useFeatureTranslation()
  const save = useSavePartMutation(kind, recordId, 'locations')
  const edit = useEditForm({
    schema: LocationInputSchema,
    item: location,
    values: locationValues,
    toInput: locationInput,
    hints: HINTS,
    fields: FIELDS,
    save: (input, version) => save.mutateAsync({ partId: location?.id, version, input }),
    reload: onReload,
    onSaved,
  })
  const { form } = edit
  const contacts = usePartsQuery(kind, recordId, 'contacts')
  return (
    <FormLayout
      testId="location-form"
      editing={Boolean(location)}
      pending={save.isPending}
      edit={edit}
      onCancel={onCancel}
    >
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
