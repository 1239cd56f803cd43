import '../i18n/register.ts'
import { useLocation } from 'react-router'
import { useRouteTitle } from '../../../../shared/routing/usePageTitle.ts'
import { PageHeader } from '../../../../shared/ui/PageHeader.tsx'
import { DocumentList } from '../../components/DocumentList.tsx'
import { financePaths } from '../paths.ts'
import { useFinanceListQuery } from '../queries.ts'

/** /finances/invoices (and credit notes) and /finances/quotes of the companies in scope. */
export default function FinanceListPage() {
  const { pathname } = useLocation()
  const routeTitle = useRouteTitle()
  const quotes = pathname.startsWith('/finances/quotes')
  return (
    <>
      <PageHeader title={routeTitle} />
      <DocumentList
        key={quotes ? 'quotes' : 'invoices'}
        kinds={quotes ? ['quote'] : ['invoice', 'credit_note']}
        filters={
          quotes ? ['open', 'accepted', 'declined', 'expired'] : ['open', 'overdue', 'paid', 'credited']
        }
        useList={useFinanceListQuery}
        linkTo={(row) => financePaths.view(row.kind, row.id)}
      />
    </>
  )
}
