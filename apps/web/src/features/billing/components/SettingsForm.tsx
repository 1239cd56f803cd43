import { Alert, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import { BillingSettingsSchema } from '@portico/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import {
  DOCUMENT_KINDS,
  numberExample,
  type SettingsValues,
  settingsInput,
  settingsValues,
  type TEXT_FIELDS,
} from '../settingsForm.ts'
import { settingsQuery, useSaveSettingsMutation, type VersionedSettings } from '../settingsQueries.ts'
import { VatRatesEditor } from './VatRatesEditor.tsx'

/** The issuing company's legal details, defaults, VAT rates and number series (BillingSettingsSchema). */
export function SettingsForm({ settings }: { settings: VersionedSettings }) {
  const { t } = useFeatureTranslation()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<SettingsValues>(() => settingsValues(settings))
  const [version, setVersion] = useState(settings.version)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<null | 'saved' | 'invalid' | 'conflict' | string>(null)
  const save = useSaveSettingsMutation()
  const set = (patch: Partial<SettingsValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setStatus((s) => (s === 'saved' ? null : s))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = BillingSettingsSchema.safeParse(settingsInput(values))
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
      return setStatus('invalid')
    }
    try {
      const saved = await save.mutateAsync({ version, input: parsed.data })
      setVersion(saved.version)
      setErrors({})
      setStatus('saved')
    } catch (error) {
      if (isApiError(error) && error.status === 412) return setStatus('conflict')
      setErrors(isApiError(error) ? problemFieldErrors(error.problem) : {})
      setStatus((error as Error).message)
    }
  }
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...settingsQuery(), staleTime: 0 })
    setValues(settingsValues(fresh))
    setVersion(fresh.version)
    setErrors({})
    setStatus(null)
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
    <Paper withBorder p="lg" radius="md" data-testid={testId}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
  const year = new Date().getFullYear()

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={formClass} data-testid="settings-form">
      <Stack>
        {status === 'conflict' ? <ConflictAlert onReload={() => void reload()} /> : null}
        {status === 'saved' ? (
          <Alert color="green" role="status" data-testid="form-saved">
            {t('ui.forms.saved')}
          </Alert>
        ) : status && status !== 'conflict' ? (
          <Alert color="red" role="alert" data-testid="form-error">
            {status === 'invalid'
              ? t('ui.forms.fixErrors')
              : t('billing.editor.saveFailed', { message: status })}
          </Alert>
        ) : null}
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
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={status === 'conflict'}
            data-testid="form-submit"
          >
            {t('billing.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
