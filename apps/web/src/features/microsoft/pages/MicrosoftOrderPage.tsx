import '../i18n/order.register.ts'
import { Alert, Button, Loader, NativeSelect, NumberInput, Stack, Text } from '@mantine/core'
import { MicrosoftOrderInputSchema } from '@portico/contracts'
import type { NceBilling } from '@portico/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import { SubmitRow } from '../../../shared/ui/SubmitRow.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { useCartOrder } from '../../orders/useCartOrder.ts'
import { MicrosoftOfferPicker } from '../components/MicrosoftOfferPicker.tsx'
import { useMicrosoftFormat } from '../format.ts'
import { useMicrosoftOffersQuery, useOrderMicrosoft } from '../orderQueries.ts'
import { useTenantsQuery } from '../queries.ts'

/**
 * /microsoft/order[/:category]: Microsoft 365 seats for one of the company's tenants, a SKU on a term
 * billed monthly or yearly as the offer allows. It goes into the cart; the order's provisioning checks
 * a Partner Center cart out for the tenant once the order is approved.
 */
export default function MicrosoftOrderPage() {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  const company = useScopedCompanyId()
  const offers = useMicrosoftOffersQuery(company)
  const tenants = useTenantsQuery()
  const send = useOrderMicrosoft(company ?? '')
  const cart = useCartOrder()
  const { errors } = cart
  const [picked, setPicked] = useState({ sku: '', term: '', billing: '', tenant: '' })
  const [seats, setSeats] = useState<number | string>(1)
  const mine = (tenants.data ?? []).filter((x) => x.company_id === company)
  const tenant = mine.find((x) => x.id === picked.tenant) ?? mine[0]
  const offer = offers.data?.find((o) => o.catalog_item_id === picked.sku) ?? offers.data?.[0]
  const term = offer?.terms.find((x) => x.term === picked.term) ?? offer?.terms.find((x) => x.term === 'P1Y')
  const price = term?.prices.find((p) => p.billing === picked.billing) ?? term?.prices[0]
  const billing = price?.billing as NceBilling | undefined

  const submit = () =>
    cart.submit(
      MicrosoftOrderInputSchema,
      {
        tenant_id: tenant?.id ?? '',
        product_id: term?.product_id ?? '',
        billing: billing ?? 'monthly',
        quantity: Number(seats),
      },
      (data) => send.mutateAsync(data),
    )

  const header = <PageHeader title={t('routes.microsoftOrder')} subtitle={t('microsoftOrder.intro')} />
  if (!company)
    return (
      <>
        {header}
        <Alert color="blue">{t('microsoftOrder.chooseCompany')}</Alert>
      </>
    )
  if (offers.isError || tenants.isError)
    return (
      <>
        {header}
        <QueryError message={t('microsoftOrder.loadError')} onRetry={() => void offers.refetch()} />
      </>
    )
  if (!tenants.isSuccess || !offers.isSuccess)
    return (
      <>
        {header}
        <Loader size="sm" aria-label={t('microsoftOrder.loading')} />
      </>
    )
  if (mine.length === 0)
    return (
      <>
        {header}
        <Alert color="blue" data-testid="microsoft-order-no-tenant">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('microsoftOrder.noTenant')}</Text>
            <Button component={Link} to="/microsoft/tenants" variant="light">
              {t('microsoftOrder.toTenants')}
            </Button>
          </Stack>
        </Alert>
      </>
    )
  const quantity = Number(seats)
  return (
    <>
      {header}
      <SubmitForm onSubmit={submit} data-testid="microsoft-order-form">
        <Stack gap="md" maw={640}>
          {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
          {offers.isSuccess && offers.data.length === 0 ? (
            <Alert color="blue">{t('microsoftOrder.noOffers')}</Alert>
          ) : null}
          <NativeSelect
            label={t('microsoftOrder.tenant')}
            data={mine.map((x) => ({ value: x.id, label: `${x.name} (${x.domain})` }))}
            value={tenant?.id ?? ''}
            onChange={(e) => setPicked({ ...picked, tenant: e.currentTarget.value })}
            error={errors.tenant_id}
            data-testid="microsoft-order-tenant"
          />
          <MicrosoftOfferPicker
            offers={offers.data ?? []}
            choice={{ offer, term, billing }}
            onChange={(change) => setPicked({ ...picked, ...change })}
            error={errors.product_id ?? errors.billing}
          />
          <NumberInput
            label={t('microsoftOrder.seats')}
            value={seats}
            onChange={setSeats}
            min={1}
            max={10_000}
            allowDecimal={false}
            error={errors.quantity}
            data-testid="microsoft-order-seats"
          />
          {price && quantity > 0 ? (
            <Text fw={600} data-testid="microsoft-order-total">
              {t('microsoftOrder.total', {
                total: format.money(price.price_minor * quantity, price.currency),
                period: t(`microsoftOrder.period.${price.billing}`),
                seats: quantity,
              })}
            </Text>
          ) : null}
          <SubmitRow busy={send.isPending} disabled={!term} testId="microsoft-order-submit">
            {t('microsoftOrder.submit')}
          </SubmitRow>
        </Stack>
      </SubmitForm>
    </>
  )
}
