import '../i18n/register.ts'
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { CompanyContract, CompanyContracts } from '@portico/contracts'
import { formatDate } from '../../../shared/i18n/format.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import '../../customers/i18n/register.ts'
import { ServiceStatus } from '../../customers/components/ServiceStatus.tsx'
import { useCompanyContractsQuery } from '../queries.ts'

/** A company's running contracts: the summary tiles, the table and the cancellation rule. */
export function ContractsPanel({ companyId }: { companyId: string }) {
  const { t } = useFeatureTranslation()
  const query = useCompanyContractsQuery(companyId)
  const columns = useContractColumns()
  return (
    <Stack gap="md">
      {query.data ? <Summary summary={query.data} /> : null}
      <QueryTable
        query={{ ...query, data: query.data?.contracts }}
        errorMessage={t('company.contracts.loadError')}
        columns={columns}
        rowKey={(row) => row.service_id}
        empty={t('company.contracts.empty')}
        testId="contracts-table"
        minWidth={880}
      />
      <Text size="sm" c="dimmed">
        {t('company.contracts.rule')}
      </Text>
    </Stack>
  )
}

/** The count, the monthly cost and the nearest cancellation deadline. */
function Summary({ summary }: { summary: CompanyContracts }) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const open = summary.contracts.filter((c) => !c.ends_on && c.cancel_by >= summary.as_of)
  const next = open.map((c) => c.cancel_by).sort()[0]
  const tiles = [
    { key: 'count', label: t('company.contracts.count'), value: String(summary.contracts.length) },
    {
      key: 'monthly',
      label: t('company.contracts.monthly'),
      value: summary.monthly_totals.map((m) => format.money(m.amount_minor, m.currency)).join(' + ') || '-',
    },
    {
      key: 'deadline',
      label: t('company.contracts.nextDeadline'),
      value: next ? formatDate(next, format.language, 'UTC') : t('company.contracts.none'),
    },
  ]
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {tiles.map((tile) => (
        <Paper key={tile.key} withBorder p="md" radius="md" data-testid={`contracts-${tile.key}`}>
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text size="xl" fw={700}>
            {tile.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

function useContractColumns(): DataColumn<CompanyContract>[] {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const date = (iso: string) => formatDate(iso, format.language, 'UTC')
  return [
    {
      key: 'service',
      header: t('company.contracts.service'),
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          {row.ends_on ? (
            <Text size="xs" c="red.8" data-testid="contract-ends">
              {t('company.contracts.endsOn', { date: date(row.ends_on) })}
            </Text>
          ) : row.status !== 'active' ? (
            <ServiceStatus status={row.status} />
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'billing',
      header: t('company.contracts.billing'),
      nowrap: true,
      render: (row) =>
        `${format.money(row.amount_minor, row.currency)} ${t(`company.contracts.perPeriod.${row.period}`)}`,
    },
    {
      key: 'commitment',
      header: t('company.contracts.commitment'),
      render: (row) =>
        row.commitment_months === 0 ? (
          t('company.contracts.noCommitment')
        ) : (
          <Stack gap={0}>
            <Text size="sm">{t('company.contracts.months', { count: row.commitment_months })}</Text>
            <Text size="xs" c="dimmed">
              {t('company.contracts.until', { date: date(row.committed_until) })}
            </Text>
          </Stack>
        ),
    },
    {
      key: 'notice',
      header: t('company.contracts.notice'),
      nowrap: true,
      render: (row) => t('company.contracts.days', { count: row.notice_days }),
    },
    {
      key: 'renews',
      header: t('company.contracts.renews'),
      nowrap: true,
      render: (row) => (row.ends_on ? '-' : date(row.renews_on)),
    },
    {
      key: 'cancelBy',
      header: t('company.contracts.cancelBy'),
      render: (row) =>
        row.ends_on ? (
          '-'
        ) : row.earliest_end === row.renews_on ? (
          date(row.cancel_by)
        ) : (
          <Stack gap={0}>
            <Text size="sm" td="line-through" c="dimmed">
              {date(row.cancel_by)}
            </Text>
            <Text size="xs" c="dimmed" fw={600}>
              {t('company.contracts.tooLate', { date: date(row.earliest_end) })}
            </Text>
          </Stack>
        ),
    },
  ]
}
