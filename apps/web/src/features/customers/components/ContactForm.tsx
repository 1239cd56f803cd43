import { Group, Select, TextInput } from '@mantine/core'
import { type Contact, type ContactInput, ContactInputSchema } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FormValues, orNull } from '../../../shared/ui/useSchemaForm.ts'
import type { RecordKind } from '../kind.ts'
import { useSavePartMutation } from '../queries.ts'
import { useEditForm } from '../useEditForm.ts'
import { FormLayout, FormSection } from './FormLayout.tsx'

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

const HINTS = { phone_number: 'customers.hints.phone', mobile_number: 'customers.hints.phone' }

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
  const save = useSavePartMutation(kind, recordId, 'contacts')
  const edit = useEditForm({
    schema: ContactInputSchema,
    item: contact,
    values: contactValues,
    toInput: contactInput,
    hints: HINTS,
    fields: FIELDS,
    save: (input, version) => save.mutateAsync({ partId: contact?.id, version, input }),
    reload: onReload,
    onSaved,
  })
  const { form } = edit
  const field = (name: (typeof FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`customers.contact.${name}`)}
      {...form.text(name)}
      data-testid={`field-${name}`}
      {...extra}
    />
  )
  return (
    <FormLayout
      testId="contact-form"
      editing={Boolean(contact)}
      pending={save.isPending}
      edit={edit}
      onCancel={onCancel}
    >
      <FormSection>
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
      </FormSection>
    </FormLayout>
  )
}
