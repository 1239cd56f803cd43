import '../i18n/register.ts'
import { Skeleton } from '@mantine/core'
import { useNavigate, useSearchParams } from 'react-router'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { BillingError } from '../components/BillingError.tsx'
import { DocumentEditor } from '../components/DocumentEditor.tsx'
import { billingPaths } from '../paths.ts'
import { useBillingSettingsQuery } from '../settingsQueries.ts'

/** /billing/new?kind=invoice|quote&customer=<id>: a new draft. */
export default function DocumentEditorPage() {
  const routeTitle = useRouteTitle()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const kind = params.get('kind') === 'quote' ? 'quote' : 'invoice'
  const settings = useBillingSettingsQuery()
  if (settings.isPending) return <Skeleton height={480} />
  if (settings.isError) return <BillingError error={settings.error} onRetry={() => void settings.refetch()} />
  return (
    <>
      <PageHeader title={routeTitle} />
      <DocumentEditor
        kind={kind}
        customerId={params.get('customer') ?? undefined}
        settings={settings.data}
        onSaved={(saved) => navigate(billingPaths.view(saved.id))}
        onCancel={() => navigate(billingPaths.list(kind))}
      />
    </>
  )
}
