import '../i18n/register.ts'
import { useLocation, useMatches } from 'react-router'
import { currentHandle } from '../../../shared/routing/usePageTitle.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { RecordList } from '../components/RecordList.tsx'
import { kindFromPath } from '../kind.ts'

/** /customers/active, /customers/archived and the same for /resellers. */
export default function RecordListPage() {
  const { t } = useFeatureTranslation()
  const { pathname } = useLocation()
  const handle = currentHandle(useMatches())
  const kind = kindFromPath(pathname)
  const status = pathname.endsWith('/archived') ? 'archived' : 'active'
  return (
    <>
      <PageHeader title={handle ? t(handle.title) : ''} />
      <RecordList key={`${kind}-${status}`} kind={kind} status={status} actions={status === 'active'} />
    </>
  )
}
