import { Grid, Select, Stack, TextInput } from '@mantine/core'
import { SIDN_LEGAL_FORMS } from '@portico/contracts'
import { useMemo } from 'react'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import { countryOptions } from '../../customers/countries.ts'
import { ADDRESS_LINES } from '../contactForm.ts'

type Form = Pick<ReturnType<typeof useSchemaForm>, 'values' | 'text' | 'select'>

/** The sections of a contact handle: who, where, how to reach them, and what the registry asks. */
export function ContactFields({ form }: { form: Form }) {
  const { t, i18n } = useFeatureTranslation()
  const country = form.values.country
  const countries = useMemo(() => countryOptions(i18n.language, country), [i18n.language, country])
  const legalForms = SIDN_LEGAL_FORMS.map((value) => ({
    value,
    label: t(`domains.contacts.legalForm.${value}`),
  }))
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...form.text(name)} data-testid={`contact-${name}`} {...extra} />
  )
  const half = { base: 12, sm: 6 }
  return (
    <Stack gap="md">
      <FormSection title={t('domains.contacts.form.person')} hint={t('domains.contacts.form.personHint')}>
        <Grid>
          <Grid.Col span={half}>{field('name', t('domains.contacts.name'), { required: true })}</Grid.Col>
          <Grid.Col span={half}>{field('organization', t('domains.contacts.organization'))}</Grid.Col>
        </Grid>
      </FormSection>
      <FormSection title={t('domains.contacts.form.address')}>
        <Grid>
          {ADDRESS_LINES.map((name, index) => (
            <Grid.Col span={12} key={name}>
              {field(
                name,
                t(index === 0 ? 'domains.contacts.form.line' : 'domains.contacts.form.lineOptional', {
                  line: index + 1,
                }),
                index === 0 ? { required: true, autoComplete: 'address-line1' } : {},
              )}
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, sm: 4 }}>
            {field('postal_code', t('domains.contacts.form.postal_code'), {
              required: true,
              autoComplete: 'postal-code',
            })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            {field('city', t('domains.contacts.form.city'), { required: true })}
          </Grid.Col>
          <Grid.Col span={half}>{field('state', t('domains.contacts.form.state'))}</Grid.Col>
          <Grid.Col span={half}>
            <Select
              label={t('domains.contacts.country')}
              data={countries}
              {...form.select('country')}
              searchable
              required
              allowDeselect={false}
              data-testid="contact-country"
            />
          </Grid.Col>
        </Grid>
      </FormSection>
      <FormSection title={t('domains.contacts.form.reach')}>
        <Grid>
          <Grid.Col span={12}>
            {field('email', t('domains.contacts.email'), { type: 'email', required: true })}
          </Grid.Col>
          <Grid.Col span={half}>
            {field('voice', t('domains.contacts.form.voice'), {
              type: 'tel',
              required: true,
              description: t('domains.contacts.form.voiceHint'),
              placeholder: '+31 30 123 4567',
            })}
          </Grid.Col>
          <Grid.Col span={half}>
            {field('fax', t('domains.contacts.form.fax'), { type: 'tel', placeholder: '+31 30 123 4568' })}
          </Grid.Col>
        </Grid>
      </FormSection>
      <FormSection title={t('domains.contacts.form.registry')}>
        <Select
          label={t('domains.contacts.form.legal_form')}
          description={t('domains.contacts.form.legalFormHint')}
          placeholder={t('domains.contacts.form.legalFormNone')}
          data={legalForms}
          {...form.select('legal_form')}
          clearable
          data-testid="contact-legal_form"
        />
      </FormSection>
    </Stack>
  )
}
