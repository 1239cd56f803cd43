import '../../catalog/i18n/register.ts'
import '../i18n/register.ts'
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { CatalogCategory, Offer } from '@portico/contracts'
import { type ReactNode, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { useCompanyPriceListQuery } from '../../catalog/queries.ts'
import { useScopedCompanyId } from '../../company/scope.ts'
import { areaOrderPage } from '../areaOrderPages.ts'
import { CartButton } from '../components/CartButton.tsx'
import { orderPaths } from '../paths.ts'
import { shopScope } from '../shopScope.ts'

/** The cheapest recurring (or one-off) price of an offer, to show "from". */
const cheapest = (offer: Offer) => [...offer.prices].sort((a, b) => a.price_minor - b.price_minor)[0]

/**
 * What the company in scope can order, by category: the whole shop on the self-service page
 * (/selfservice, which puts what can be changed `before` it); an area's order page (/aas/order,
 * /hosted/order/:category …) is the same shop limited to its categories.
 */
export default function ShopPage({ before }: { before?: ReactNode }) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const scope = shopScope(useLocation().pathname, useParams().category)
  const companyId = useScopedCompanyId()
  const company = useAuth((s) => s.user.companies.find((c) => c.id === companyId))
  const offers = useCompanyPriceListQuery(companyId)
  const [category, setCategory] = useState<CatalogCategory | null>(null)
  const present = scope.categories.filter((c) => offers.data?.some((o) => o.category === c))
  const shown = (offers.data ?? []).filter(
    (o) => scope.categories.includes(o.category) && (!category || o.category === category),
  )

  if (scope.notFound) return <ErrorView code={404} />
  if (!companyId) {
    return (
      <>
        <PageHeader title={t(scope.title)} />
        {before}
        <Text c="dimmed">{t('orders.pickCompany')}</Text>
      </>
    )
  }
  return (
    <>
      <PageHeader title={t(scope.title)} actions={<CartButton companyId={companyId} />} />
      {before}
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('orders.shop.intro', { company: company?.name ?? '' })}
        </Text>
        <Select
          label={t('orders.shop.category')}
          placeholder={t('orders.shop.allCategories')}
          data={present.map((value) => ({ value, label: t(`catalog.category.${value}`) }))}
          value={category}
          onChange={(value) => setCategory(value as CatalogCategory | null)}
          clearable
          w={{ base: '100%', sm: 280 }}
          data-testid="shop-category"
        />
        {offers.isError ? (
          <QueryError message={t('orders.shop.loadError')} onRetry={() => void offers.refetch()} />
        ) : offers.data && shown.length === 0 ? (
          <Text c="dimmed">{t('orders.shop.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="shop-products">
            {shown.map((offer) => {
              const price = cheapest(offer)
              return (
                <Card key={offer.product_id} withBorder radius="md" padding="lg" data-testid="shop-product">
                  <Stack gap="xs" h="100%">
                    <Badge variant="light" w="fit-content">
                      {t(`catalog.category.${offer.category}`)}
                    </Badge>
                    <Title order={2} fz="h4">
                      {format.name(offer)}
                    </Title>
                    <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                      {(format.language === 'nl' ? offer.description_nl : offer.description_en) ?? ''}
                    </Text>
                    {price ? (
                      <Text fw={600} data-testid="shop-price">
                        {t('orders.shop.from', {
                          price: `${format.money(price.price_minor, price.currency)} ${t(`catalog.perPeriod.${price.period}`)}`,
                        })}
                      </Text>
                    ) : null}
                    {price?.setup_minor ? (
                      <Text size="xs" c="dimmed">
                        {t('orders.shop.setup', { price: format.money(price.setup_minor, price.currency) })}
                      </Text>
                    ) : null}
                    <Group justify="flex-end">
                      <Button
                        component={Link}
                        to={areaOrderPage(offer.adapter) ?? orderPaths.configure(offer.product_id)}
                        aria-label={`${t('orders.shop.configure')}: ${format.name(offer)}`}
                        data-testid={`configure-${offer.code}`}
                      >
                        {t('orders.shop.configure')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              )
            })}
          </SimpleGrid>
        )}
      </Stack>
    </>
  )
}
