import '../i18n/register.ts'
import { Alert, Checkbox, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core'
import {
  PRODUCT_VISIBILITIES,
  SSL_PERIOD_MONTHS,
  SSL_PERIODS,
  SSL_VALIDATION_TYPES,
  SslProductInputSchema,
  SslProductParamsSchema,
  type SslValidationType,
} from '@portico/contracts'
import type { ChangeEvent } from 'react'
import { useParams } from 'react-router'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PriceGrid } from '../../../shared/ui/PriceGrid.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useVersionedForm } from '../../../shared/ui/useVersionedForm.ts'
import { CodedProductFormLayout } from '../../catalog/components/CodedProductFormLayout.tsx'
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
  const { state, errors, saved, change, submit } = useVersionedForm({
    loaded,
    recordKey: code,
    empty: () => emptySslProductForm(code),
    formOf: sslProductFormOf,
    inputOf: (form: SslProductFormState) => sslProductInputOf(code, form),
    schema: SslProductInputSchema,
    fieldOf: formErrorKey,
    save,
    clears: (patch, key) => key in patch || ('prices' in patch && key.startsWith('price:')),
  })

  if (!param.success) return <Alert color="red">{t('ssl.form.badCode')}</Alert>
  if (query.isError)
    return <QueryError message={t('ssl.form.loadError')} onRetry={() => void query.refetch()} />
  /** A text input bound to one field of the form: its value, its error and its change. */
  const text = (key: 'name_en' | 'name_nl' | 'brand' | 'max_sans' | 'included_sans') => ({
    value: state[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ [key]: e.currentTarget.value }),
  })
  const periodOfMonths = (months: number) => SSL_PERIODS[SSL_PERIOD_MONTHS.indexOf(months as 12)] ?? 'P1Y'
  return (
    <CodedProductFormLayout
      onSubmit={submit}
      title={loaded ? state.name_en || code : query.isLoading ? code : t('ssl.form.newTitle', { code })}
      visibility={loaded?.visibility}
      saveLabel={t('ssl.form.save')}
      saving={save.isPending}
      loading={query.isLoading}
      newNotice={query.isSuccess && !loaded ? t('ssl.form.newNotice', { code }) : null}
      status={{
        save,
        reload: query.refetch,
        saved: saved ? t('ssl.form.saved') : null,
        errors,
        invalid: t('ssl.form.invalid'),
        placed,
        testId: 'ssl-product',
      }}
    >
      <FormSection title={t('ssl.form.product')} hint={t('ssl.form.productHint')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label={t('ssl.form.nameEn')} {...text('name_en')} data-testid="ssl-product-name-en" />
          <TextInput label={t('ssl.form.nameNl')} {...text('name_nl')} data-testid="ssl-product-name-nl" />
          <TextInput label={t('ssl.form.brand')} {...text('brand')} />
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
            {...text('max_sans')}
            inputMode="numeric"
            data-testid="ssl-product-max-sans"
          />
          <TextInput label={t('ssl.form.includedSans')} {...text('included_sans')} inputMode="numeric" />
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
            onChange={(value) => value && change({ visibility: value as SslProductFormState['visibility'] })}
          />
        </SimpleGrid>
      </FormSection>
    </CodedProductFormLayout>
  )
}
