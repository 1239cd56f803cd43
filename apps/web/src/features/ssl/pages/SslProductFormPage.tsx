import '../i18n/register.ts'
import { Alert, Checkbox, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core'
import {
  PRODUCT_VISIBILITIES,
  SSL_PERIOD_MONTHS,
  SSL_PERIODS,
  SSL_VALIDATION_TYPES,
  SslProductInputSchema,
  SslProductParamsSchema,
  type SslValidationType,
} from '@portico/contracts'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type SchemaIssue, schemaFieldErrors, validationText } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { PriceGrid } from '../../../shared/ui/PriceGrid.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'
import { SaveStatus } from '../../../shared/ui/SaveStatus.tsx'
import { VisibilityBadge } from '../../catalog/components/VisibilityBadge.tsx'
import { useVatRatesQuery } from '../../catalog/queries.ts'
import {
  emptySslProductForm,
  formErrorKey,
  type SslProductFormState,
  sslProductFormOf,
  sslProductInputOf,
} from '../productForm.ts'
import { useSaveSslProductMutation, useSslProductQuery } from '../queries.ts'

const PLACED = [
  'name_en',
  'name_nl',
  'brand',
  'validation',
  'max_sans',
  'included_sans',
  'periods',
  'vat_rate_bp',
  'visibility',
  'prices',
]
const placed = (key: string) => PLACED.includes(key) || key.startsWith('price:')

/** /admin/catalog/realtime/ssl/form/:product: one form to add an SSL product or edit it. */
export default function SslProductFormPage() {
  const { t } = useFeatureTranslation()
  const param = SslProductParamsSchema.safeParse({ product: useParams().product ?? '' })
  const code = param.success ? param.data.product : ''
  const query = useSslProductQuery(code)
  const save = useSaveSslProductMutation()
  const rates = useVatRatesQuery().data ?? [{ rate_bp: 2100, label: '21%' }]
  const loaded = query.data ?? null
  const [state, setState] = useState<SslProductFormState>(() => emptySslProductForm(code))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    setState(loaded ? sslProductFormOf(loaded) : emptySslProductForm(code))
  }, [loaded, code])

  const change = (patch: Partial<SslProductFormState>) => {
    setState((previous) => ({ ...previous, ...patch }))
    setSaved(false)
    setErrors((previous) => {
      const kept = Object.entries(previous).filter(
        ([key]) => !(key in patch) && !('prices' in patch && key.startsWith('price:')),
      )
      return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept)
    })
  }

  const submit = async () => {
    const { input, keys } = sslProductInputOf(code, state)
    const parsed = SslProductInputSchema.safeParse(input)
    if (!parsed.success) {
      const message = (issue: SchemaIssue) => issueMessage(t, issue)
      return setErrors(schemaFieldErrors(parsed.error.issues, message, (path) => formErrorKey(path, keys)))
    }
    setErrors({})
    try {
      await save.mutateAsync({ version: loaded?.version, input })
      setSaved(true)
    } catch (error) {
      if (!isApiError(error) || error.status === 412) return
      const next: Record<string, string> = {}
      for (const e of error.problem?.errors ?? [])
        next[formErrorKey(e.field ?? '', keys)] ??= validationText(e.message)
      setErrors({ ...next, form: error.problem?.detail ?? error.message })
    }
  }

  if (!param.success) return <Alert color="red">{t('ssl.form.badCode')}</Alert>
  if (query.isError)
    return <QueryError message={t('ssl.form.loadError')} onRetry={() => void query.refetch()} />
  const unplaced = Object.entries(errors).filter(([key]) => key !== 'form' && !placed(key))
  const periodOfMonths = (months: number) => SSL_PERIODS[SSL_PERIOD_MONTHS.indexOf(months as 12)] ?? 'P1Y'
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      noValidate
    >
      <PageHeader
        title={loaded ? state.name_en || code : query.isLoading ? code : t('ssl.form.newTitle', { code })}
        subtitle={loaded ? <VisibilityBadge visibility={loaded.visibility} /> : undefined}
        actions={
          <SaveButton saving={save.isPending} testId="ssl-product-save" disabled={query.isLoading}>
            {t('ssl.form.save')}
          </SaveButton>
        }
      />
      <Stack gap="md">
        {query.isSuccess && !loaded ? (
          <Alert color="blue" data-testid="ssl-product-new">
            {t('ssl.form.newNotice', { code })}
          </Alert>
        ) : null}
        <SaveStatus
          error={save.error}
          onReload={() => {
            save.reset()
            void query.refetch()
          }}
          saved={saved ? t('ssl.form.saved') : null}
          invalid={Object.keys(errors).length ? (errors.form ?? t('ssl.form.invalid')) : null}
          unplaced={unplaced.map(([key, message]) => `${key}: ${message}`)}
          testId="ssl-product"
        />
        <FormSection title={t('ssl.form.product')} hint={t('ssl.form.productHint')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('ssl.form.nameEn')}
              value={state.name_en}
              error={errors.name_en}
              onChange={(e) => change({ name_en: e.currentTarget.value })}
              data-testid="ssl-product-name-en"
            />
            <TextInput
              label={t('ssl.form.nameNl')}
              value={state.name_nl}
              error={errors.name_nl}
              onChange={(e) => change({ name_nl: e.currentTarget.value })}
              data-testid="ssl-product-name-nl"
            />
            <TextInput
              label={t('ssl.form.brand')}
              value={state.brand}
              error={errors.brand}
              onChange={(e) => change({ brand: e.currentTarget.value })}
            />
            <Select
              label={t('ssl.form.validation')}
              data={SSL_VALIDATION_TYPES.map((value) => ({ value, label: t(`ssl.validation.${value}`) }))}
              value={state.validation}
              error={errors.validation}
              allowDeselect={false}
              onChange={(value) => value && change({ validation: value as SslValidationType })}
            />
            <TextInput
              label={t('ssl.form.maxSans')}
              value={state.max_sans}
              error={errors.max_sans}
              inputMode="numeric"
              onChange={(e) => change({ max_sans: e.currentTarget.value })}
              data-testid="ssl-product-max-sans"
            />
            <TextInput
              label={t('ssl.form.includedSans')}
              value={state.included_sans}
              error={errors.included_sans}
              inputMode="numeric"
              onChange={(e) => change({ included_sans: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Group mt="md" gap="xl">
            <Switch
              label={t('ssl.form.wildcard')}
              checked={state.wildcard}
              onChange={(e) => change({ wildcard: e.currentTarget.checked })}
            />
            <Checkbox.Group
              label={t('ssl.form.periods')}
              value={state.periods.map(String)}
              error={errors.periods}
              onChange={(values) => change({ periods: values.map(Number).sort((a, b) => a - b) })}
            >
              <Group gap="md" mt={4}>
                {SSL_PERIOD_MONTHS.map((months) => (
                  <Checkbox
                    key={months}
                    value={String(months)}
                    label={t(`ssl.period.${periodOfMonths(months)}`)}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </Group>
        </FormSection>
        <FormSection title={t('ssl.form.prices')} hint={t('ssl.form.pricesHint')}>
          <PriceGrid
            currencies={state.currencies}
            prices={state.prices}
            periodsOf={() => state.periods.map(periodOfMonths)}
            errors={errors}
            testId="ssl-price"
            labels={{
              period: t('ssl.form.period'),
              sell: t('ssl.form.sell'),
              price: t('ssl.form.price'),
              addCurrency: t('ssl.form.addCurrency'),
              periodName: (period) => t(`ssl.period.${period}`),
            }}
            empty={{ price: '', enabled: false }}
            onChange={change}
          />
        </FormSection>
        <FormSection title={t('ssl.form.sales')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('ssl.form.vat')}
              data={rates.map((r) => ({ value: String(r.rate_bp), label: r.label }))}
              value={state.vat_rate_bp}
              error={errors.vat_rate_bp}
              allowDeselect={false}
              onChange={(value) => value && change({ vat_rate_bp: value })}
            />
            <Select
              label={t('ssl.form.visibility')}
              data={PRODUCT_VISIBILITIES.map((value) => ({ value, label: t(`catalog.visibility.${value}`) }))}
              value={state.visibility}
              error={errors.visibility}
              allowDeselect={false}
              onChange={(value) =>
                value && change({ visibility: value as SslProductFormState['visibility'] })
              }
            />
          </SimpleGrid>
        </FormSection>
      </Stack>
    </form>
  )
}
