import '../i18n/storageRegister.ts'
import { Badge, Group, Text } from '@mantine/core'
import type { HostedDatabase } from '@portico/contracts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTablePage } from '../../../shared/ui/QueryTablePage.tsx'
import { usedOfLimitColumn } from '../components/UsedOfLimit.tsx'
import { useHostingFormat } from '../format.ts'
import { useHostedDatabasesQuery } from '../storageQueries.ts'

/** /hosted/databases: the scope's hosted databases, their size against the limit and their connections. */
export default function DatabasesPage() {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const list = useHostedDatabasesQuery()
  const when = new Intl.DateTimeFormat(format.language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const columns: DataColumn<HostedDatabase>[] = [
    {
      key: 'name',
      header: t('hostedStorage.databases.name'),
      render: (row) => (
        <Text fw={600} size="sm" data-testid="database-name">
          {row.name}
        </Text>
      ),
    },
    usedOfLimitColumn('size', t('hostedStorage.databases.size'), (row) => row.limit_bytes),
    {
      key: 'engine',
      header: t('hostedStorage.databases.engine'),
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color="gray">
            {t(`hostedStorage.databases.engines.${row.engine}`)}
          </Badge>
          <Text size="sm">{row.engine_version}</Text>
        </Group>
      ),
    },
    { key: 'server', header: t('hostedStorage.databases.server'), render: (row) => row.server },
    {
      key: 'connections',
      header: t('hostedStorage.databases.connections'),
      nowrap: true,
      render: (row) => `${row.connections} / ${row.max_connections}`,
    },
    {
      key: 'backup',
      header: t('hostedStorage.databases.backup'),
      nowrap: true,
      render: (row) =>
        row.backup_at ? when.format(new Date(row.backup_at)) : t('hostedStorage.databases.noBackup'),
    },
    { key: 'company', header: t('hostedStorage.company'), render: (row) => row.company_name },
  ]
  return (
    <QueryTablePage
      title={t('routes.hostedDatabases')}
      subtitle={t('hostedStorage.databases.intro')}
      query={list}
      errorMessage={t('hostedStorage.databases.loadError')}
      columns={columns}
      empty={t('hostedStorage.databases.empty')}
      testId="databases-table"
      minWidth={860}
    />
  )
}
