import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { type Contact, type ContactInput, ContactInputSchema } from '@portico/contracts'
import { type FormEvent, useCallback, useMemo, useState } from 'react'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import type { SchemaIssue } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { type FormValues, orNull, useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import type { RecordKind } from '../kind.ts'
import { useSavePartMutation } from '../partQueries.ts'
import { useSubmitFlow } from '../useSubmitFlow.ts'

const FIELDS = [
  'full_name',
  'job_title',
  'phone_number',
  'phone_number_extension',
  'mobile_number',
  'email',
  'preferred_language',
  'communication_method',
] as const

const contactValues = (contact?: Contact | null): FormValues => ({
  full_name: contact?.full_name ?? '',
  job_title: contact?.job_title ?? '',
  phone_number: contact?.phone_number ?? '',
  phone_number_extension: contact?.phone_number_extension ?? '',
  mobile_number: contact?.mobile_number ?? '',
  email: contact?.email ?? '',
  preferred_language: contact?.preferred_language ?? '',
  communication_method: contact?.communication_method ?? 'email',
})

const contactInput = (values: FormValues): ContactInput => ({
  full_name: values.full_name?.trim() ?? '',
  job_title: orNull(values.job_title),
  phone_number: orNull(values.phone_number),
  phone_number_extension: orNull(values.phone_number_extension),
  mobile_number: orNull(values.mobile_number),
  email: orNull(values.email),
  preferred_language: orNull(values.preferred_language) as ContactInput['preferred_language'],
  communication_method: (values.communication_method || 'email') as ContactInput['communication_method'],
})

/** A contact with every field of spec section 3; create and edit, validated by ContactInputSchema. */
export function ContactForm({
  kind,
  recordId,
  contact,
  onSaved,
  onCancel,
  onReload,
}: {
  kind: RecordKind
  recordId: string
  contact?: Contact
  onSaved: (saved: Contact) => void
  onCancel: () => void
  onReload: () => Promise<Contact>
}) {
  const { t } = useFeatureTranslation()
  const hints = useMemo(
    () => ({ phone_number: t('customers.hints.phone'), mobile_number: t('customers.hints.phone') }),
    [t],
  )
  const message = useCallback((issue: SchemaIssue) => issueMessage(t, issue, hints), [t, hints])
  const form = useSchemaForm({
    schema: ContactInputSchema,
    initial: contactValues(contact),
    toInput: contactInput,
    message,
  })
  const [version, setVersion] = useState(contact?.version)
  const flow = useSubmitFlow(form.setErrors, FIELDS)
  const save = useSavePartMutation(kind, recordId, 'contacts')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = form.validate()
    void flow.run(input, async () =>
      onSaved(await save.mutateAsync({ partId: contact?.id, version, input: input as ContactInput })),
    )
  }
  const reload = async () => {
    const latest = await onReload()
    form.reset(contactValues(latest))
    setVersion(latest.version)
    flow.resolved()
  }
  const field = (name: (typeof FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`customers.contact.${name}`)}
      {...form.text(name)}
      data-testid={`field-${name}`}
      {...extra}
    />
  )
  return (
    <form onSubmit={submit} noValidate className={formClass} data-testid="contact-form">
      <Stack>
        {flow.conflict ? <ConflictAlert onReload={() => void reload()} /> : null}
        {flow.failure && !flow.conflict ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {flow.failure}
          </Alert>
        ) : null}
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('full_name', { required: true, maxLength: 200 })}
            {field('job_title')}
            {field('email', { type: 'email' })}
            <Group grow align="flex-start" wrap="nowrap">
              {field('phone_number', { type: 'tel' })}
              {field('phone_number_extension', { maw: 120, maxLength: 10 })}
            </Group>
            {field('mobile_number', { type: 'tel' })}
            <Select
              label={t('customers.contact.preferred_language')}
              placeholder={t('customers.contact.noPreference')}
              data={[
                { value: 'en', label: t('languages.en') },
                { value: 'nl', label: t('languages.nl') },
              ]}
              {...form.select('preferred_language')}
              clearable
              data-testid="field-preferred_language"
            />
            <Select
              label={t('customers.contact.communication_method')}
              data={(['email', 'phone', 'mobile', 'post'] as const).map((method) => ({
                value: method,
                label: t(`customers.contact.methods.${method}`),
              }))}
              {...form.select('communication_method')}
              allowDeselect={false}
              data-testid="field-communication_method"
            />
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('customers.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={flow.conflict} data-testid="form-submit">
            {contact ? t('customers.form.save') : t('customers.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
