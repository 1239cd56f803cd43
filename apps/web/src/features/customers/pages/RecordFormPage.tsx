import { notify } from '../../../shared/ui/notify.ts'
import '../i18n/register.ts'
import { Skeleton } from '@mantine/core'
import { useLocation, useNavigate, useParams } from 'react-router'
import { errorStatus } from '../../../shared/api/ApiError.ts'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useIsStaff } from '../access.ts'
import { RecordForm } from '../components/RecordForm.tsx'
import { kindFromPath, recordPaths } from '../kind.ts'
import { useRecordQuery } from '../queries.ts'

/** /customers/create and /customers/edit/:customer (and the reseller equivalents): one form for both. */
export default function RecordFormPage() {
  const { pathname } = useLocation()
  const { customer } = useParams()
  const routeTitle = useRouteTitle()
  const kind = kindFromPath(pathname)
  const navigate = useNavigate()
  const { t } = useFeatureTranslation()
  const staff = useIsStaff()
  const paths = recordPaths(kind)
  const title = <PageHeader title={routeTitle} />
  if (!customer)
    return (
      <>
        {title}
        <RecordForm
          kind={kind}
          chooseParent={staff}
          onSaved={(saved) => {
            notify(t('customers.form.created', { name: saved.name }))
            navigate(paths.view(saved.id))
          }}
          onCancel={() => navigate(paths.list())}
        />
      </>
    )
  return <EditRecord kind={kind} id={customer} staff={staff} title={title} />
}

function EditRecord({
  kind,
  id,
  staff,
  title,
}: {
  kind: ReturnType<typeof kindFromPath>
  id: string
  staff: boolean
  title: React.ReactNode
}) {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const record = useRecordQuery(kind, id)
  const paths = recordPaths(kind)
  if (record.isPending) return <Skeleton height={400} />
  if (record.isError)
    return errorStatus(record.error) === 404 || errorStatus(record.error) === 400 ? (
      <ErrorView code={404} />
    ) : (
      <QueryError message={t('errors.500.text')} onRetry={() => void record.refetch()} />
    )
  return (
    <>
      {title}
      <RecordForm
        key={record.data.id}
        kind={kind}
        record={record.data}
        chooseParent={staff}
        onSaved={(saved) => {
          notify(t('customers.form.saved', { name: saved.name }))
          navigate(paths.view(saved.id))
        }}
        onCancel={() => navigate(paths.view(id))}
      />
    </>
  )
}
