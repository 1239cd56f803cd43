import '../i18n/register.ts'
import { Anchor, Group } from '@mantine/core'
import type { HostingAccount } from '@portico/contracts'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { STATUS_COLORS, shareOf, useHostingFormat } from '../format.ts'
import { hostingPaths } from '../paths.ts'
import { useWebHostingListQuery } from '../queries.ts'
import { AlertBadges } from './AlertBadges.tsx'

/** The web hosting accounts of the scope: domain, company, package, status, use against the limits. */
export function WebHostingTable() {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const list = useWebHostingListQuery()
  const used = (bytes: number | undefined, limit: number | null | undefined, size: (b: number) => string) => {
    if (bytes === undefined) return '–'
    const share = shareOf(bytes, limit ?? null)
    return share === null ? size(bytes) : `${size(bytes)} (${share}%)`
  }
  const columns: DataColumn<HostingAccount>[] = [
    {
      key: 'domain',
      header: t('hosting.list.domain'),
      render: (row) => (
        <Group gap={6}>
          <Anchor component={Link} to={hostingPaths.view(row.id)} fw={600} data-testid="webhosting-link">
            {row.domain}
          </Anchor>
          <SandboxTag mode={row.panel} />
          <AlertBadges account={row} />
        </Group>
      ),
    },
    { key: 'company', header: t('hosting.list.company'), render: (row) => row.company_name },
    { key: 'package', header: t('hosting.list.package'), render: (row) => format.name(row) },
    {
      key: 'status',
      header: t('hosting.list.status'),
      nowrap: true,
      render: (row) => (
        <StatusBadge
          status={row.status}
          colors={STATUS_COLORS}
          label={t(`hosting.status.${row.status}`)}
          testId="webhosting-status"
        />
      ),
    },
    {
      key: 'disk',
      header: t('hosting.list.disk'),
      nowrap: true,
      render: (row) => used(row.usage?.disk_bytes, row.usage?.disk_limit_bytes, format.disk),
    },
    {
      key: 'traffic',
      header: t('hosting.list.traffic'),
      nowrap: true,
      render: (row) => used(row.usage?.traffic_bytes, row.usage?.traffic_limit_bytes, format.traffic),
    },
  ]
  return (
    <QueryTable
      query={list}
      errorMessage={t('hosting.list.loadError')}
      columns={columns}
      rowKey={(row) => row.id}
      loading={list.isLoading}
      empty={t('hosting.list.empty')}
      testId="webhosting-table"
      minWidth={760}
      stackOnPhone
    />
  )
}
