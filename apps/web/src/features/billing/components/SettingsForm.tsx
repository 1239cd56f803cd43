import { Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { BillingSettingsSchema } from '@portico/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import {
  DOCUMENT_KINDS,
  numberExample,
  type SettingsValues,
  settingsInput,
  settingsValues,
  type TEXT_FIELDS,
} from '../settingsForm.ts'
import { settingsQuery, useSaveSettingsMutation, type VersionedSettings } from '../settingsQueries.ts'
import { useVersionedSave } from '../useVersionedSave.ts'
import { SaveForm } from './SaveForm.tsx'
import { VatRatesEditor } from './VatRatesEditor.tsx'

/** The issuing company's legal details, defaults, VAT rates and number series (BillingSettingsSchema). */
export function SettingsForm({ settings }: { settings: VersionedSettings }) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<SettingsValues>(() => settingsValues(settings))
  const save = useSaveSettingsMutation()
  const form = useVersionedSave({ version: settings.version, save: save.mutateAsync, reportInvalid: true })
  const { errors } = form
  const set = (patch: Partial<SettingsValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    form.setStatus((s) => (s === 'saved' ? null : s))
  }
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...settingsQuery(), staleTime: 0 })
    setValues(settingsValues(fresh))
    form.reloaded(fresh.version)
  }

  const field = (name: (typeof TEXT_FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`billing.settings.fields.${name}`)}
      value={values[name]}
      onChange={(e) => set({ [name]: e.currentTarget.value })}
      error={errors[name]}
      data-testid={`field-${name}`}
      {...extra}
    />
  )
  const section = (title: string, children: ReactNode, testId?: string) => (
    <Panel title={title} testId={testId}>
      {children}
    </Panel>
  )
  const year = new Date().getFullYear()

  return (
    <SaveForm
      testId="settings-form"
      status={form.status}
      saving={save.isPending}
      saveLabel={t('billing.settings.save')}
      onSubmit={form.onSubmit(() => BillingSettingsSchema.safeParse(settingsInput(values)))}
      onReload={() => void reload()}
    >
      {section(
        t('billing.settings.company'),
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('legal_name', { required: true })}
          {field('vat_id', { placeholder: 'NL123456789B01' })}
          {field('coc_number')}
          {field('address_street')}
          {field('address_postal_code')}
          {field('address_city')}
          {field('address_country', { maxLength: 2, placeholder: 'NL' })}
          {field('email', { type: 'email' })}
          {field('phone', { type: 'tel' })}
          {field('website')}
        </SimpleGrid>,
      )}
      {section(
        t('billing.settings.payment'),
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('iban')}
          {field('bic')}
          <TextInput
            label={t('billing.settings.fields.default_payment_terms_days')}
            value={values.default_payment_terms_days}
            onChange={(e) => set({ default_payment_terms_days: e.currentTarget.value })}
            error={errors.default_payment_terms_days}
            inputMode="numeric"
            data-testid="field-default_payment_terms_days"
          />
          {field('default_currency', { maxLength: 3 })}
          {field('sepa_creditor_id', { placeholder: 'NL69ZZZ123456780000' })}
          <TextInput
            label={t('billing.settings.fields.direct_debit_notice_days')}
            description={t('billing.settings.noticeDaysHint')}
            value={values.direct_debit_notice_days}
            onChange={(e) => set({ direct_debit_notice_days: e.currentTarget.value })}
            error={errors.direct_debit_notice_days}
            inputMode="numeric"
            data-testid="field-direct_debit_notice_days"
          />
          <Switch
            label={t('billing.settings.fields.apply_credit_automatically')}
            description={t('billing.settings.applyCreditHint')}
            checked={values.apply_credit_automatically}
            onChange={(e) => set({ apply_credit_automatically: e.currentTarget.checked })}
            data-testid="field-apply_credit_automatically"
          />
        </SimpleGrid>,
      )}
      {section(
        t('billing.settings.vatRates'),
        <VatRatesEditor
          rows={values.vat_rates}
          errors={errors}
          onChange={(vat_rates) => set({ vat_rates })}
        />,
        'vat-rates',
      )}
      {section(
        t('billing.settings.numbering'),
        <Stack>
          {DOCUMENT_KINDS.map((kind) => {
            const pattern = values.number_patterns[kind]
            const change = (patch: Partial<typeof pattern>) =>
              set({ number_patterns: { ...values.number_patterns, [kind]: { ...pattern, ...patch } } })
            const error = (f: string) => errors[`number_patterns.${kind}.${f}`]
            return (
              <Group key={kind} align="flex-end" wrap="wrap" data-testid={`pattern-${kind}`}>
                <Text fw={600} w={140} pb={8}>
                  {t(`billing.kinds.${kind}`)}
                </Text>
                <TextInput
                  label={t('billing.settings.prefix')}
                  value={pattern.prefix}
                  onChange={(e) => change({ prefix: e.currentTarget.value })}
                  error={error('prefix')}
                  w={120}
                  maxLength={20}
                />
                <TextInput
                  label={t('billing.settings.padding')}
                  value={pattern.padding}
                  onChange={(e) => change({ padding: e.currentTarget.value })}
                  error={error('padding')}
                  w={100}
                  inputMode="numeric"
                />
                <Switch
                  label={t('billing.settings.yearlyReset')}
                  checked={pattern.yearly_reset}
                  onChange={(e) => change({ yearly_reset: e.currentTarget.checked })}
                  pb={8}
                />
                <Text size="sm" c="dimmed" pb={8}>
                  {t('billing.settings.example', { number: numberExample(pattern, year) })}
                </Text>
              </Group>
            )
          })}
        </Stack>,
      )}
    </SaveForm>
  )
}
