import '../i18n/register.ts'
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core'
import type { Tld } from '@portico/contracts'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTablePage } from '../../../shared/ui/QueryTablePage.tsx'
import { oneYearPrice, visibilityColumn } from '../../catalog/components/VisibilityBadge.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { AddTldControl } from '../components/AddTldControl.tsx'
import { tldPaths } from '../paths.ts'
import { useTldsQuery } from '../queries.ts'

/** /admin/catalog/tlds: the TLDs the provider sells, their kind, yearly price, windows and features. */
export default function TldListPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const list = useTldsQuery()

  const oneYear = (tld: Tld) => {
    const price = oneYearPrice(tld.prices)
    if (!price) return <Text size="sm">{t('domains.tlds.noPrice')}</Text>
    return (
      <Stack gap={0}>
        <Text size="sm">{format.money(price.price_minor, price.currency)}</Text>
        {/* A renewal costs the same per year; a transfer costs one year's renewal. */}
        <Text size="xs" c="dimmed">
          {t('domains.tlds.renewTransfer', { price: format.money(price.price_minor, price.currency) })}
        </Text>
      </Stack>
    )
  }
  const columns: DataColumn<Tld>[] = [
    {
      key: 'tld',
      header: t('domains.tlds.tld'),
      nowrap: true,
      render: (row) => (
        <Anchor component={Link} to={tldPaths.form(row.tld)} fw={600} data-testid="tld-link">
          .{row.tld}
        </Anchor>
      ),
    },
    {
      key: 'kind',
      header: t('domains.tlds.kind'),
      nowrap: true,
      render: (row) => t(`domains.kind.${row.kind}`),
    },
    { key: 'price', header: t('domains.tlds.oneYear'), nowrap: true, render: oneYear },
    {
      key: 'windows',
      header: t('domains.tlds.windows'),
      nowrap: true,
      render: (row) => t('domains.tlds.days', { grace: row.grace_days, redemption: row.redemption_days }),
    },
    {
      key: 'features',
      header: t('domains.tlds.features'),
      render: (row) => (
        <Group gap={4}>
          {row.features.map((feature) => (
            <Badge key={feature} variant="light" color="gray" size="sm">
              {t(`domains.feature.${feature}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    visibilityColumn(t('domains.tlds.visibility')),
  ]

  return (
    <QueryTablePage
      title={t('routes.catalogTlds')}
      subtitle={t('domains.tlds.intro')}
      actions={<AddTldControl />}
      query={list}
      errorMessage={t('domains.tlds.loadError')}
      columns={columns}
      loading={list.isLoading}
      empty={t('domains.tlds.empty')}
      testId="tld-table"
      minWidth={860}
    />
  )
}
