import { Select, SimpleGrid, TextInput } from '@mantine/core'
import {
  type Availability,
  type BillingPeriod,
  type InternetOrderInput,
  InternetOrderInputSchema,
  type InternetPackage,
} from '@portico/contracts'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCartOrder } from '../../orders/useCartOrder.ts'
import { useConnectivityFormat } from '../format.ts'
import { useOrderInternetLine } from '../queries.ts'
import { FormPanel } from './FormPanel.tsx'

/** Two weeks from today in the browser's calendar: the wish date offered first. */
function inTwoWeeks() {
  const day = new Date(Date.now() + 14 * 86_400_000)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

/** The chosen package at the checked address: billing period and wish date, then into the cart. */
export function PackageOrder({
  company,
  availability,
  pkg,
}: {
  company: string
  availability: Availability
  pkg: InternetPackage
}) {
  const { t } = useFeatureTranslation()
  const format = useConnectivityFormat()
  const order = useOrderInternetLine(company)
  const cart = useCartOrder()
  const { errors } = cart
  const [period, setPeriod] = useState<BillingPeriod>(pkg.prices[0]?.period ?? 'P1M')
  const [wishDate, setWishDate] = useState(inTwoWeeks)
  const submit = () => {
    const body: InternetOrderInput = {
      postcode: availability.postcode,
      house_number: availability.house_number,
      addition: availability.addition,
      package_code: pkg.code,
      period,
      wish_date: wishDate,
    }
    return cart.submit(InternetOrderInputSchema, body, () => order.mutateAsync(body))
  }
  return (
    <FormPanel
      title={t('connectivity.internet.order.title', { name: format.name(pkg) })}
      error={errors.form}
      onSubmit={() => void submit()}
      action={t('connectivity.internet.order.submit')}
      icon={<IconShoppingCartPlus size={16} aria-hidden />}
      busy={order.isPending}
      testId="package-order"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('connectivity.internet.order.period')}
          data={pkg.prices.map((p) => ({
            value: p.period,
            label: `${format.money(p.price_minor, p.currency)} ${t(`connectivity.period.${p.period}`)}`,
          }))}
          value={period}
          error={errors.period}
          allowDeselect={false}
          onChange={(value) => value && setPeriod(value as BillingPeriod)}
          data-testid="package-period"
        />
        <TextInput
          type="date"
          label={t('connectivity.internet.order.wishDate')}
          description={t('connectivity.internet.order.wishDateHint')}
          value={wishDate}
          error={errors.wish_date}
          onChange={(e) => setWishDate(e.currentTarget.value)}
          data-testid="package-wish-date"
        />
      </SimpleGrid>
    </FormPanel>
  )
}
