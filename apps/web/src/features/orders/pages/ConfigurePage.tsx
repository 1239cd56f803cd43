import '../../catalog/i18n/register.ts'
import '../i18n/register.ts'
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import type { BillingPeriod } from '@portico/contracts'
import { IconShoppingCartPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { useCompanyPriceListQuery } from '../../catalog/queries.ts'
import { useScopedCompanyId } from '../../company/scope.ts'
import { CartButton } from '../components/CartButton.tsx'
import { ContractTerms } from '../components/ContractTerms.tsx'
import { OptionField, type OptionValue, optionPrice, optionsTotal } from '../components/OptionField.tsx'
import { problemText } from '../components/problemText.ts'
import { orderPaths } from '../paths.ts'
import { useAddToCart } from '../queries.ts'

/** /ordering/configure/:product: period, quantity and options with the live price, then into the cart. */
export default function ConfigurePage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const navigate = useNavigate()
  const { product } = useParams()
  const companyId = useScopedCompanyId()
  const offers = useCompanyPriceListQuery(companyId)
  const offer = offers.data?.find((o) => o.product_id === product)
  const add = useAddToCart(companyId ?? '')
  const [period, setPeriod] = useState<BillingPeriod | null>(null)
  const [quantity, setQuantity] = useState(1)
  const [values, setValues] = useState<Record<string, OptionValue>>({})

  if (!companyId) return <Text c="dimmed">{t('orders.pickCompany')}</Text>
  if (offers.isError)
    return <QueryError message={t('orders.shop.loadError')} onRetry={() => void offers.refetch()} />
  if (!offers.data) return null
  if (!offer) return <Alert color="yellow">{t('orders.configure.notFound')}</Alert>

  const chosen = offer.prices.find((p) => p.period === period) ?? offer.prices[0]
  if (!chosen) return <Alert color="yellow">{t('orders.configure.notFound')}</Alert>
  const priceOf = optionPrice(chosen.currency, chosen.period)
  const unit = chosen.price_minor + optionsTotal(offer.options, values, priceOf)
  const submit = async () => {
    const options = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== undefined && v !== false),
    )
    await add.mutateAsync({ product_id: offer.product_id, period: chosen.period, quantity, options })
    navigate(orderPaths.cart())
  }

  return (
    <>
      <PageHeader title={format.name(offer)} actions={<CartButton companyId={companyId} />} />
      <SubmitForm onSubmit={() => submit().catch(() => undefined)}>
        <Stack gap="md" maw={720}>
          {add.isError ? (
            <Alert color="red" role="alert" data-testid="configure-error">
              {problemText(add.error)}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {(format.language === 'nl' ? offer.description_nl : offer.description_en) ?? ''}
          </Text>
          <ContractTerms terms={offer} />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Text fw={600} size="sm" id="period-label">
                {t('orders.configure.period')}
              </Text>
              <SegmentedControl
                aria-labelledby="period-label"
                data={offer.prices.map((p) => ({ value: p.period, label: t(`catalog.period.${p.period}`) }))}
                value={chosen.period}
                onChange={(value) => setPeriod(value as BillingPeriod)}
                fullWidth
                data-testid="configure-period"
              />
              <NumberInput
                label={t('orders.configure.quantity')}
                min={1}
                max={1000}
                value={quantity}
                onChange={(value) => setQuantity(typeof value === 'number' && value >= 1 ? value : 1)}
                allowDecimal={false}
                w={160}
                data-testid="configure-quantity"
              />
            </Stack>
          </Paper>
          {offer.options.length ? (
            <Paper withBorder p="md" radius="md">
              <Title order={2} fz="h4" mb="sm">
                {t('orders.configure.options')}
              </Title>
              <Stack gap="sm">
                {offer.options.map((option) => (
                  <OptionField
                    key={option.code}
                    option={option}
                    value={values[option.code]}
                    onChange={(value) =>
                      setValues((all) => {
                        const next = { ...all }
                        if (value === undefined) delete next[option.code]
                        else next[option.code] = value
                        return next
                      })
                    }
                    priceOf={priceOf}
                    currency={chosen.currency}
                  />
                ))}
              </Stack>
            </Paper>
          ) : null}
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text size="sm" c="dimmed">
                  {t('orders.configure.total')}
                </Text>
                <Text fw={700} fz="xl" data-testid="configure-total">
                  {format.money(unit * quantity, chosen.currency)} {t(`catalog.perPeriod.${chosen.period}`)}
                </Text>
                {chosen.setup_minor ? (
                  <Text size="sm" c="dimmed">
                    {t('orders.configure.setupFee')}:{' '}
                    {format.money(chosen.setup_minor * quantity, chosen.currency)}
                  </Text>
                ) : null}
              </div>
              <Button
                type="submit"
                size="md"
                leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
                loading={add.isPending}
                data-testid="configure-add"
              >
                {t('orders.configure.add')}
              </Button>
            </Group>
          </Paper>
        </Stack>
      </SubmitForm>
    </>
  )
}
