import { Group, Select, TextInput } from '@mantine/core'
import { type Contact, type ContactInput, ContactInputSchema } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formValuesOf, optionalInput } from '../../../shared/ui/formValues.ts'
import type { FormValues } from '../../../shared/ui/useSchemaForm.ts'
import { type PartFormProps, usePartForm } from '../usePartForm.ts'
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

const contactValues = (contact?: Contact | null): FormValues =>
  formValuesOf(contact, FIELDS, { communication_method: 'email' })

const contactInput = (values: FormValues): ContactInput =>
  ({
    ...optionalInput(
      values,
      FIELDS.filter((field) => field !== 'full_name'),
    ),
    full_name: values.full_name?.trim() ?? '',
    communication_method: values.communication_method || 'email',
  }) as ContactInput

/** A contact with every field of spec section 3; create and edit, validated by ContactInputSchema. */
export function ContactForm(props: PartFormProps<Contact>) {
  const { t } = useFeatureTranslation()
  const { form, layout } = usePartForm('contacts', props, {
    schema: ContactInputSchema,
    values: contactValues,
    toInput: contactInput,
    hints: HINTS,
    fields: FIELDS,
  })
  const field = (name: (typeof FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`customers.contact.${name}`)}
      {...form.text(name)}
      data-testid={`field-${name}`}
      {...extra}
    />
  )
  return (
    <FormLayout testId="contact-form" {...layout}>
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
