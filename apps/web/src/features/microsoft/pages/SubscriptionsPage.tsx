import '../i18n/register.ts'
import { Anchor, Box, Group } from '@mantine/core'
import type { MicrosoftSubscription } from '@portico/contracts'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTablePage } from '../../../shared/ui/QueryTablePage.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { STATUS_COLORS, useMicrosoftFormat } from '../format.ts'
import { microsoftPaths } from '../paths.ts'
import { useSubscriptionsQuery } from '../queries.ts'

/** /microsoft/subscriptions: every subscription in the scope's tenants, with seats purchased and assigned. */
export default function SubscriptionsPage() {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  const list = useSubscriptionsQuery()
  const columns: DataColumn<MicrosoftSubscription>[] = [
    {
      key: 'product',
      header: t('microsoft.subscriptions.product'),
      render: (row) => (
        <Group gap={6}>
          <Anchor
            component={Link}
            to={microsoftPaths.subscription(row.id)}
            fw={600}
            data-testid="subscription-link"
          >
            {row.product}
          </Anchor>
          <SandboxTag mode={row.partner_center} />
        </Group>
      ),
    },
    { key: 'tenant', header: t('microsoft.subscriptions.tenant'), render: (row) => row.tenant_domain },
    {
      key: 'seats',
      header: t('microsoft.subscriptions.seats'),
      nowrap: true,
      render: (row) =>
        t('microsoft.subscriptions.seatsValue', { assigned: row.assigned, quantity: row.quantity }),
    },
    {
      key: 'term',
      header: t('microsoft.subscriptions.term'),
      nowrap: true,
      render: (row) => `${t(`microsoft.term.${row.term}`)} · ${t(`microsoft.billing.${row.billing}`)}`,
    },
    {
      key: 'renewal',
      header: t('microsoft.subscriptions.renewal'),
      nowrap: true,
      render: (row) => format.renewal(row.term_end),
    },
    {
      key: 'status',
      header: t('microsoft.subscriptions.status'),
      nowrap: true,
      render: (row) => (
        <Box miw="max-content">
          <StatusBadge
            status={row.status}
            colors={STATUS_COLORS}
            label={t(`microsoft.status.${row.status}`)}
            testId="subscription-status"
          />
        </Box>
      ),
    },
  ]
  return (
    <QueryTablePage
      title={t('routes.microsoftSubscriptions')}
      subtitle={t('microsoft.subscriptions.intro')}
      query={list}
      errorMessage={t('microsoft.subscriptions.loadError')}
      columns={columns}
      loading={list.isLoading}
      empty={t('microsoft.subscriptions.empty')}
      testId="subscription-table"
      minWidth={720}
      stackOnPhone
    />
  )
}
