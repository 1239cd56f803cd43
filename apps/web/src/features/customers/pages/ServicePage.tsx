import '../i18n/register.ts'
import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { formatDiskUsage, formatTrafficUsage } from '@portico/domain'
import type { ReactNode } from 'react'
import { useLocation, useParams } from 'react-router'
import { errorStatus } from '../../../shared/api/ApiError.ts'
import { formatDate } from '../../../shared/i18n/format.ts'
import { intlLocale, toLanguage } from '../../../shared/i18n/language.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { AdapterBadge } from '../../orders/components/AdapterBadge.tsx'
import { useIsStaff } from '../access.ts'
import { BackToRecord } from '../components/BackToRecord.tsx'
import { ServiceActions } from '../components/ServiceActions.tsx'
import { ServiceStatus, useServicePrice } from '../components/ServiceStatus.tsx'
import { kindFromPath, recordPaths } from '../kind.ts'
import { useRecordQuery } from '../queries.ts'
import { useServiceQuery } from '../serviceQueries.ts'

/** /{kind}/view/:customer/services/:service: the service, its billing, and for staff its actions. */
export default function ServicePage() {
  const { t, i18n } = useFeatureTranslation()
  const format = useFormat()
  const language = toLanguage(i18n.language) ?? 'en'
  const { pathname } = useLocation()
  const { customer = '', service = '' } = useParams()
  const kind = kindFromPath(pathname)
  const staff = useIsStaff()
  const servicePrice = useServicePrice()
  const record = useRecordQuery(kind, customer)
  const item = useServiceQuery(kind, customer, service)
  const failed = record.error ?? item.error
  if (failed)
    return [400, 404].includes(errorStatus(failed) ?? 0) ? (
      <ErrorView code={404} />
    ) : (
      <QueryError message={t('errors.500.text')} />
    )
  if (!record.data || !item.data) return <Skeleton height={240} />
  const locale = intlLocale(language)
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value ?? '—'}</Text>
    </div>
  )
  return (
    <>
      <BackToRecord to={recordPaths(kind).view(customer, 'services')} name={record.data.name} />
      <PageHeader
        title={format.serviceName(item.data)}
        subtitle={
          <Group gap="xs" component="span">
            <ServiceStatus status={item.data.status} />
            <AdapterBadge adapter={item.data.adapter} />
          </Group>
        }
        actions={staff ? <ServiceActions kind={kind} customer={customer} service={item.data} /> : null}
      />
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {field(t('customers.services.type'), item.data.type)}
          {field(t('customers.services.created'), formatDate(item.data.created_at, language))}
          {field(t('customers.services.price'), servicePrice(item.data))}
          {field(
            t('customers.services.startDate'),
            item.data.start_date && formatDate(item.data.start_date, language),
          )}
          {field(
            t('customers.services.nextDue'),
            item.data.next_due_date && formatDate(item.data.next_due_date, language),
          )}
          {item.data.cancel_at
            ? field(t('customers.services.cancelAt'), formatDate(item.data.cancel_at, language))
            : null}
          {field(
            t('customers.services.disk'),
            item.data.disk_usage_bytes === null
              ? null
              : formatDiskUsage(item.data.disk_usage_bytes, { locale }),
          )}
          {field(
            t('customers.services.traffic'),
            item.data.traffic_usage_bytes === null
              ? null
              : formatTrafficUsage(item.data.traffic_usage_bytes, { locale }),
          )}
        </SimpleGrid>
      </Paper>
    </>
  )
}
