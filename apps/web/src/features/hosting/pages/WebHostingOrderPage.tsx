import '../i18n/register.ts'
import { Alert, Radio, Select, Stack, Text, TextInput } from '@mantine/core'
import { type BillingPeriod, type HostingOffer, HostingOrderInputSchema } from '@portico/contracts'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import { SubmitRow } from '../../../shared/ui/SubmitRow.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { useCartOrder } from '../../orders/useCartOrder.ts'
import { useHostingFormat } from '../format.ts'
import { useHostingOffersQuery, useOrderWebHosting } from '../queries.ts'
import { registrationStep } from '../registrationStep.ts'

function OfferLabel({ offer }: { offer: HostingOffer }) {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const counted = (what: 'domains' | 'mailboxes', n: number | null | undefined) =>
    n === null || n === undefined
      ? t(`hosting.order.${what}Unlimited`)
      : t(`hosting.order.${what}`, { count: n })
  const size = (bytes: number | null | undefined, of: (b: number) => string) =>
    bytes === null || bytes === undefined ? t('hosting.unlimited') : of(bytes)
  return (
    <Stack gap={0}>
      <Text fw={600}>{format.language === 'nl' ? offer.name_nl : offer.name_en}</Text>
      {offer.limits ? (
        <Text size="sm" c="dimmed">
          {t('hosting.order.limits', {
            disk: size(offer.limits.disk_bytes, format.disk),
            traffic: size(offer.limits.traffic_bytes, format.traffic),
            // Counted words: "1 domain", "5 domains" (issue 26, item 10).
            domains: counted('domains', offer.limits.domains),
            mailboxes: counted('mailboxes', offer.limits.mailboxes),
          })}
        </Text>
      ) : null}
    </Stack>
  )
}

/**
 * /hosted/webhosting/order: a web hosting package for a domain. It goes into the cart; the order's
 * provisioning creates the account at the control panel once the order is approved.
 */
export default function WebHostingOrderPage() {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const company = useScopedCompanyId()
  const offers = useHostingOffersQuery(company)
  const send = useOrderWebHosting(company ?? '')
  const cart = useCartOrder()
  const { errors } = cart
  const [productId, setProductId] = useState<string>('')
  const [period, setPeriod] = useState<string | null>(null)
  const [domain, setDomain] = useState('')
  const offer = offers.data?.find((o) => o.product_id === productId) ?? offers.data?.[0]
  const periods = (offer?.prices ?? []).map((p) => ({
    value: p.period,
    label: `${format.money(p.price_minor, p.currency)} ${t(`catalog.perPeriod.${p.period}`)}`,
  }))
  const chosenPeriod = periods.some((p) => p.value === period) ? period : (periods[0]?.value ?? null)

  const submit = () => {
    const body = {
      product_id: offer?.product_id ?? '',
      period: (chosenPeriod ?? '') as BillingPeriod,
      domain,
    }
    return cart.submit(
      HostingOrderInputSchema,
      body,
      () => send.mutateAsync(body),
      (order) => registrationStep(company ?? '', order.domain),
    )
  }

  const header = <PageHeader title={t('routes.hostedWebhostingOrder')} subtitle={t('hosting.order.intro')} />
  if (!company)
    return (
      <>
        {header}
        <Alert color="blue">{t('hosting.order.chooseCompany')}</Alert>
      </>
    )
  if (offers.isError)
    return (
      <>
        {header}
        <QueryError message={t('hosting.list.loadError')} onRetry={() => void offers.refetch()} />
      </>
    )
  return (
    <>
      {header}
      <SubmitForm onSubmit={submit} data-testid="webhosting-order-form">
        <Stack gap="md" maw={640}>
          {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
          {offers.isSuccess && offers.data.length === 0 ? (
            <Alert color="blue">{t('hosting.order.noOffers')}</Alert>
          ) : null}
          <Radio.Group
            label={t('hosting.order.package')}
            value={offer?.product_id ?? ''}
            onChange={setProductId}
            error={errors.product_id}
          >
            <Stack gap="xs" mt="xs">
              {(offers.data ?? []).map((o) => (
                <Radio
                  key={o.product_id}
                  value={o.product_id}
                  label={<OfferLabel offer={o} />}
                  data-testid={`webhosting-package-${o.code}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Select
            label={t('hosting.order.period')}
            data={periods}
            value={chosenPeriod}
            onChange={setPeriod}
            error={errors.period}
            allowDeselect={false}
            data-testid="webhosting-period"
          />
          <TextInput
            label={t('hosting.order.domain')}
            description={t('hosting.order.domainHint')}
            value={domain}
            onChange={(e) => setDomain(e.currentTarget.value)}
            error={errors.domain}
            autoComplete="off"
            data-testid="webhosting-domain"
          />
          <SubmitRow busy={send.isPending} disabled={!offer} testId="webhosting-order-submit">
            {t('hosting.order.submit')}
          </SubmitRow>
        </Stack>
      </SubmitForm>
    </>
  )
}
