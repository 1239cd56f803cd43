import '../../catalog/i18n/register.ts'
import { Anchor } from '@mantine/core'
import type { Customer, Service } from '@portico/contracts'
import { formatDiskUsage, formatTrafficUsage } from '@portico/domain'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/i18n/format.ts'
import { intlLocale, toLanguage } from '../../../shared/i18n/language.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { ServiceStatus, useServicePrice } from '../components/ServiceStatus.tsx'
import { type RecordKind, recordPaths } from '../kind.ts'
import { useServicesQuery } from '../serviceQueries.ts'

/** The company's services (orders create them), with status, price and how far they are invoiced. */
export function ServicesTab({ kind, record }: { kind: RecordKind; record: Customer }) {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const locale = intlLocale(language)
  const services = useServicesQuery(kind, record.id)
  const format = useFormat()
  const servicePrice = useServicePrice()
  const columns: DataColumn<Service>[] = [
    {
      key: 'name',
      header: t('customers.services.name'),
      render: (row) => (
        <Anchor component={Link} to={recordPaths(kind).service(record.id, row.id)} fw={600}>
          {format.serviceName(row)}
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: t('customers.services.type'),
      render: (row) => t(`catalog.category.${row.type}`, { defaultValue: row.type }),
    },
    {
      key: 'status',
      header: t('customers.services.status'),
      render: (row) => <ServiceStatus status={row.status} />,
    },
    { key: 'price', header: t('customers.services.price'), nowrap: true, render: (row) => servicePrice(row) },
    {
      key: 'next',
      header: t('customers.services.nextDue'),
      nowrap: true,
      render: (row) => (row.next_due_date ? formatDate(row.next_due_date, language) : '—'),
    },
    {
      key: 'disk',
      header: t('customers.services.disk'),
      nowrap: true,
      render: (row) =>
        row.disk_usage_bytes === null ? '—' : formatDiskUsage(row.disk_usage_bytes, { locale }),
    },
    {
      key: 'traffic',
      header: t('customers.services.traffic'),
      nowrap: true,
      render: (row) =>
        row.traffic_usage_bytes === null ? '—' : formatTrafficUsage(row.traffic_usage_bytes, { locale }),
    },
    {
      key: 'created',
      header: t('customers.services.created'),
      render: (row) => formatDate(row.created_at, language),
    },
  ]
  return (
    <QueryTable
      query={services}
      errorMessage={t('customers.parts.loadError')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={t('customers.services.empty')}
      testId="services-list"
    />
  )
}
