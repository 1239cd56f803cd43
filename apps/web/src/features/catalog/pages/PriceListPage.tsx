import '../i18n/register.ts'
import { Alert, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { OfferTable } from '../components/OfferTable.tsx'
import { ResellerPriceTable } from '../components/ResellerPriceTable.tsx'
import { useCompanyPriceListQuery, useCompanyQuery, useResellerPricesQuery } from '../queries.ts'

/**
 * /finances/price-list: the company's own prices (a reseller's customer sees the reseller's); for a
 * reseller, its purchase prices next to its sale prices, which it sets here.
 */
export default function PriceListPage() {
  const { t } = useFeatureTranslation()
  const scoped = useScopedCompanyId()
  const companies = useAuth((s) => s.user.companies)
  const [picked, setPicked] = useState<string | null>(null)
  const companyId = scoped ?? picked
  const company = useCompanyQuery(companyId)
  const isReseller = company.data?.kind === 'reseller'
  const offers = useCompanyPriceListQuery(companyId, company.isSuccess && !isReseller)
  const reseller = useResellerPricesQuery(companyId, isReseller)
  const failed = company.isError || offers.isError || reseller.isError
  const fromReseller = offers.data?.some((o) => o.source === 'reseller')

  return (
    <>
      <PageHeader title={t('routes.financesPriceList')} subtitle={company.data?.name} />
      <Stack gap="md">
        {scoped ? null : (
          <Select
            label={t('catalog.priceList.company')}
            placeholder={t('catalog.priceList.pickCompany')}
            data={companies.map((c) => ({ value: c.id, label: c.name }))}
            value={companyId}
            onChange={setPicked}
            w={{ base: '100%', sm: 320 }}
            data-testid="price-list-company"
          />
        )}
        {!companyId ? <Text c="dimmed">{t('catalog.priceList.pickCompany')}</Text> : null}
        {failed ? (
          <QueryError message={t('catalog.priceList.loadError')} onRetry={() => void company.refetch()} />
        ) : isReseller && companyId ? (
          <>
            <Alert color="blue">{t('catalog.priceList.resellerIntro')}</Alert>
            <ResellerPriceTable resellerId={companyId} rows={reseller.data} loading={reseller.isLoading} />
          </>
        ) : companyId ? (
          <>
            {fromReseller ? (
              <Text c="dimmed" size="sm">
                {t('catalog.priceList.fromReseller')}
              </Text>
            ) : null}
            <OfferTable offers={offers.data} loading={offers.isLoading || company.isLoading} />
          </>
        ) : null}
      </Stack>
    </>
  )
}
