import '../i18n/register.ts'
import { useLocation } from 'react-router'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { RecordList } from '../components/RecordList.tsx'
import { kindFromPath } from '../kind.ts'

/** /customers/active, /customers/archived and the same for /resellers. */
export default function RecordListPage() {
  const { pathname } = useLocation()
  const routeTitle = useRouteTitle()
  const kind = kindFromPath(pathname)
  const status = pathname.endsWith('/archived') ? 'archived' : 'active'
  return (
    <>
      <PageHeader title={routeTitle} />
      {/* Which list is mounted: moving from one to the other keeps the URL's page, not its state. */}
      <div data-list-status={status}>
        <RecordList key={`${kind}-${status}`} kind={kind} status={status} actions={status === 'active'} />
      </div>
    </>
  )
}
