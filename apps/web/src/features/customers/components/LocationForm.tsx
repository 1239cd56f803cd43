import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { type Location, type LocationInput, LocationInputSchema } from '@portico/contracts'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import type { SchemaIssue } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { type FormValues, orNull, useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import { countryOptions } from '../countries.ts'
import type { RecordKind } from '../kind.ts'
import { usePartsQuery, useSavePartMutation } from '../partQueries.ts'
import { useSubmitFlow } from '../useSubmitFlow.ts'

const FIELDS = [
  'name',
  'address.street',
  'address.postal_code',
  'address.city',
  'address.country',
  'contact_id',
  'notes',
] as const

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
  const { t, i18n } = useFeatureTranslation()
  const hints = useMemo(() => ({ 'address.country': t('customers.hints.country') }), [t])
  const message = useCallback((issue: SchemaIssue) => issueMessage(t, issue, hints), [t, hints])
  const form = useSchemaForm({
    schema: LocationInputSchema,
    initial: locationValues(location),
    toInput: locationInput,
    message,
  })
  const [version, setVersion] = useState(location?.version)
  const flow = useSubmitFlow(form.setErrors, FIELDS)
  const save = useSavePartMutation(kind, recordId, 'locations')
  const contacts = usePartsQuery(kind, recordId, 'contacts')
  const country = form.values['address.country']
  const countries = useMemo(() => countryOptions(i18n.language, country), [i18n.language, country])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.validate()
    void flow.run(input, async () =>
      onSaved(await save.mutateAsync({ partId: location?.id, version, input: input as LocationInput })),
    )
  }
  const reload = async () => {
    const latest = await onReload()
    form.reset(locationValues(latest))
    setVersion(latest.version)
    flow.resolved()
  }
  const field = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.text(name)} data-testid={`field-${name}`} {...extra} />
  )
  return (
    <form onSubmit={submit} noValidate className={formClass} data-testid="location-form">
      <Stack>
        {flow.conflict ? <ConflictAlert onReload={() => void reload()} /> : null}
        {flow.failure && !flow.conflict ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {flow.failure}
          </Alert>
        ) : null}
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('name', t('customers.location.name'), { required: true, maxLength: 200 })}
            <Select
              label={t('customers.location.contact_id')}
              placeholder={t('customers.location.noContact')}
              data={(contacts.data ?? []).map((contact) => ({ value: contact.id, label: contact.full_name }))}
              {...form.select('contact_id')}
              clearable
              searchable
              data-testid="field-contact_id"
            />
            {field('address.street', t('customers.fields.street'))}
            {field('address.postal_code', t('customers.fields.postal_code'))}
            {field('address.city', t('customers.fields.city'))}
            <Select
              label={t('customers.fields.country')}
              data={countries}
              {...form.select('address.country')}
              searchable
              clearable
              data-testid="field-address.country"
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label={t('customers.location.notes')}
            autosize
            minRows={2}
            {...form.text('notes')}
            data-testid="field-notes"
          />
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('customers.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={flow.conflict} data-testid="form-submit">
            {location ? t('customers.form.save') : t('customers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
