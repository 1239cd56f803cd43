import { Radio, Select, Stack } from '@mantine/core'
import type { Service } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { formatMoney } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCompanyPriceListQuery } from '../../catalog/queries.ts'
import type { RecordKind } from '../kind.ts'
import { useServiceAction } from '../serviceQueries.ts'

/** Staff move a service to another plan the company can order in the same period (its category checked by the API). */
export function PlanDialog({
  kind,
  customer,
  service,
  onClose,
}: {
  kind: RecordKind
  customer: string
  service: Service
  onClose: () => void
}) {
  const { t, i18n } = useFeatureTranslation()
  const format = useFormat()
  const language = toLanguage(i18n.language) ?? 'en'
  const offers = useCompanyPriceListQuery(customer)
  const action = useServiceAction(kind, customer, service.id)
  const [product, setProduct] = useState<string | null>(null)
  const [when, setWhen] = useState('next_period')
  const current = offers.data?.find((o) => o.product_id === service.product_id)
  const choices = (offers.data ?? []).flatMap((offer) => {
    const price = offer.prices.find((p) => p.period === service.period)
    if (!price || offer.product_id === service.product_id) return []
    if (current && offer.category !== current.category) return []
    const name = language === 'nl' ? offer.name_nl : offer.name_en
    return [
      {
        value: offer.product_id,
        label: `${name} (${formatMoney(price.price_minor, price.currency, language)})`,
      },
    ]
  })
  const failure =
    action.isError &&
    (isApiError(action.error) ? (action.error.problem?.detail ?? action.error.message) : String(action.error))
  return (
    <FormDialog
      title={t('customers.services.actions.planTitle', { name: format.serviceName(service) })}
      onClose={onClose}
      testId="service-plan"
      onSubmit={(event) => {
        event.preventDefault()
        if (product)
          action.mutate(
            { kind: 'plan', product_id: product, when: when as 'next_period' | 'now' },
            { onSuccess: onClose },
          )
      }}
      alerts={[failure]}
      actionLabel={t('customers.services.actions.plan')}
      busy={action.isPending}
      actionDisabled={!product}
    >
      <Select
        label={t('customers.services.actions.newPlan')}
        data={choices}
        value={product}
        onChange={setProduct}
        data-testid="service-plan-product"
        data-autofocus
      />
      <Radio.Group label={t('customers.services.actions.priceWhen')} value={when} onChange={setWhen}>
        <Stack gap="xs" mt="xs">
          <Radio value="next_period" label={t('customers.services.actions.nextPeriod')} />
          <Radio value="now" label={t('customers.services.actions.planNow')} />
        </Stack>
      </Radio.Group>
    </FormDialog>
  )
}
