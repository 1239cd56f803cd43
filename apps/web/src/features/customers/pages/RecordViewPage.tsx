import { ContractsPanel } from '../../company/components/ContractsPanel.tsx'
import '../i18n/register.ts'
import { Skeleton, Tabs } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import { useLocation, useNavigate, useParams } from 'react-router'
import { errorStatus } from '../../../shared/api/ApiError.ts'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { CompanyUsersPanel } from '../../company/components/CompanyUsersPanel.tsx'
import { RecordHeader } from '../components/RecordHeader.tsx'
import { RecordList } from '../components/RecordList.tsx'
import { kindFromPath, type RecordKind, recordPaths } from '../kind.ts'
import { useRecordQuery } from '../queries.ts'
import { ActivityTab } from '../tabs/ActivityTab.tsx'
import { InvoicesTab } from '../tabs/InvoicesTab.tsx'
import { OverviewTab } from '../tabs/OverviewTab.tsx'
import { PartsTab } from '../tabs/PartsTab.tsx'
import { ServicesTab } from '../tabs/ServicesTab.tsx'
import { TicketsTab } from '../tabs/TicketsTab.tsx'

const TABS = [
  'overview',
  'locations',
  'contacts',
  'services',
  'users',
  'invoices',
  'tickets',
  'contracts',
  'activity',
]
/** A reseller's own customers come right after its overview. */
export function tabsOf(kind: RecordKind): string[] {
  return kind === 'resellers' ? ['overview', 'customers', ...TABS.slice(1)] : TABS
}

/** /customers/view/:customer and /customers/view/:customer/:page (and the reseller equivalents). */
export default function RecordViewPage() {
  const { t } = useFeatureTranslation()
  const { pathname } = useLocation()
  const { customer = '', page = 'overview' } = useParams()
  const kind = kindFromPath(pathname)
  const navigate = useNavigate()
  const record = useRecordQuery(kind, customer)
  const tabs = tabsOf(kind)
  if (record.isPending) return <Skeleton height={320} />
  if (record.isError)
    return [400, 404].includes(errorStatus(record.error) ?? 0) ? (
      <ErrorView code={404} />
    ) : (
      <QueryError message={t('errors.500.text')} onRetry={() => void record.refetch()} />
    )
  if (!tabs.includes(page)) return <ErrorView code={404} />
  return (
    <>
      <RecordHeader kind={kind} record={record.data} />
      <Tabs
        value={page}
        onChange={(tab) => tab && navigate(recordPaths(kind).view(customer, tab))}
        keepMounted={false}
        mb="lg"
      >
        <Tabs.List aria-label={t('customers.view.tabsLabel')} data-testid="record-tabs">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`customers.view.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={page} pt="lg">
          <TabContent kind={kind} tab={page} record={record.data} />
        </Tabs.Panel>
      </Tabs>
    </>
  )
}

function TabContent({ kind, tab, record }: { kind: RecordKind; tab: string; record: Customer }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab kind={kind} record={record} />
    case 'customers':
      return <RecordList kind="customers" status="active" parentId={record.id} actions={false} />
    case 'locations':
    case 'contacts':
      return <PartsTab kind={kind} record={record} part={tab} />
    case 'services':
      return <ServicesTab kind={kind} record={record} />
    case 'users':
      return <CompanyUsersPanel companyId={record.id} />
    case 'activity':
      return <ActivityTab kind={kind} record={record} />
    case 'invoices':
      return <InvoicesTab record={record} />
    case 'tickets':
      return <TicketsTab record={record} />
    case 'contracts':
      return <ContractsPanel companyId={record.id} />
    default:
      return null
  }
}
