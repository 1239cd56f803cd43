import '../i18n/storageRegister.ts'
import { Text } from '@mantine/core'
import type { HostedStorage } from '@portico/contracts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTablePage } from '../../../shared/ui/QueryTablePage.tsx'
import { usedOfLimitColumn } from '../components/UsedOfLimit.tsx'
import { useHostingFormat } from '../format.ts'
import { useHostedStorageQuery } from '../storageQueries.ts'

/** /hosted/storage: the scope's buckets, volumes and backup space against their quota. */
export default function StoragePage() {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const list = useHostedStorageQuery()
  const number = new Intl.NumberFormat(format.language === 'nl' ? 'nl-NL' : 'en-GB')
  const columns: DataColumn<HostedStorage>[] = [
    {
      key: 'name',
      header: t('hostedStorage.storage.name'),
      render: (row) => (
        <Text fw={600} size="sm" data-testid="storage-name">
          {row.name}
        </Text>
      ),
    },
    usedOfLimitColumn('used', t('hostedStorage.storage.used'), (row) => row.quota_bytes),
    {
      key: 'kind',
      header: t('hostedStorage.storage.kind'),
      nowrap: true,
      render: (row) => t(`hostedStorage.storage.kinds.${row.kind}`),
    },
    { key: 'region', header: t('hostedStorage.storage.region'), nowrap: true, render: (row) => row.region },
    {
      key: 'objects',
      header: t('hostedStorage.storage.objects'),
      nowrap: true,
      render: (row) => (row.objects === null ? '–' : number.format(row.objects)),
    },
    {
      key: 'egress',
      header: t('hostedStorage.storage.egress'),
      nowrap: true,
      render: (row) => format.traffic(row.egress_bytes),
    },
    { key: 'company', header: t('hostedStorage.company'), render: (row) => row.company_name },
  ]
  return (
    <QueryTablePage
      title={t('routes.hostedStorage')}
      subtitle={t('hostedStorage.storage.intro')}
      query={list}
      errorMessage={t('hostedStorage.storage.loadError')}
      columns={columns}
      empty={t('hostedStorage.storage.empty')}
      testId="storage-table"
      minWidth={820}
    />
  )
}
