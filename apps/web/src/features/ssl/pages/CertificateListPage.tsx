import '../i18n/register.ts'
import { Anchor, Group } from '@mantine/core'
import type { SslCertificateListItem } from '@portico/contracts'
import { Link } from 'react-router'
import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTablePage } from '../../../shared/ui/QueryTablePage.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { STATUS_COLORS, useSslFormat } from '../format.ts'
import { sslPaths } from '../paths.ts'
import { useCertificatesQuery } from '../queries.ts'

/** /domains/certificates: the certificates of the scope, with their status, expiry and subscription. */
export default function CertificateListPage() {
  const { t } = useFeatureTranslation()
  const format = useSslFormat()
  const list = useCertificatesQuery()
  const columns: DataColumn<SslCertificateListItem>[] = [
    {
      key: 'common_name',
      header: t('ssl.list.commonName'),
      render: (row) => (
        <Group gap={6}>
          <Anchor component={Link} to={sslPaths.view(row.id)} fw={600} data-testid="certificate-link">
            {row.common_name}
          </Anchor>
          <SandboxTag mode={row.authority} />
        </Group>
      ),
    },
    { key: 'product', header: t('ssl.list.product'), render: (row) => format.name(row) },
    {
      key: 'status',
      header: t('ssl.list.status'),
      nowrap: true,
      render: (row) => (
        <StatusBadge
          status={row.status}
          colors={STATUS_COLORS}
          label={t(`ssl.status.${row.status}`)}
          testId="certificate-status"
        />
      ),
    },
    {
      key: 'expires',
      header: t('ssl.list.expires'),
      nowrap: true,
      render: (row) => format.day(row.not_after),
    },
    {
      key: 'subscription',
      header: t('ssl.list.subscriptionEnd'),
      nowrap: true,
      render: (row) => format.day(row.subscription_end),
    },
  ]
  return (
    <QueryTablePage
      title={t('routes.sslCertificates')}
      subtitle={t('ssl.list.intro')}
      actions={
        <CreateLink to={sslPaths.order()} testId="certificate-order">
          {t('ssl.list.order')}
        </CreateLink>
      }
      query={list}
      errorMessage={t('ssl.list.loadError')}
      columns={columns}
      loading={list.isLoading}
      empty={t('ssl.list.empty')}
      testId="certificate-table"
      minWidth={720}
      stackOnPhone
    />
  )
}
