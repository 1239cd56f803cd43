import '../i18n/register.ts'
import { useLocation, useMatches } from 'react-router'
import { currentHandle } from '../../../../shared/routing/usePageTitle.ts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../../shared/ui/PageHeader.tsx'
import { DocumentList } from '../../components/DocumentList.tsx'
import { financePaths } from '../paths.ts'
import { useFinanceListQuery } from '../queries.ts'

/** /finances/invoices (and credit notes) and /finances/quotes of the companies in scope. */
export default function FinanceListPage() {
  const { t } = useFeatureTranslation()
  const { pathname } = useLocation()
  const handle = currentHandle(useMatches())
  const quotes = pathname.startsWith('/finances/quotes')
  return (
    <>
      <PageHeader title={handle ? t(handle.title) : ''} />
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
