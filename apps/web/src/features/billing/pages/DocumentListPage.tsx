import '../i18n/register.ts'
import { useLocation } from 'react-router'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { DocumentList, INVOICE_FILTERS, QUOTE_FILTERS } from '../components/DocumentList.tsx'
import { billingPaths } from '../paths.ts'
import { useDocumentListQuery } from '../queries.ts'

/** /billing/invoices (with credit notes through the kind filter) and /billing/quotes. */
export default function DocumentListPage() {
  const { t } = useFeatureTranslation()
  const { pathname } = useLocation()
  const routeTitle = useRouteTitle()
  const quotes = pathname.startsWith('/billing/quotes')
  return (
    <>
      <PageHeader title={routeTitle} />
      <DocumentList
        key={quotes ? 'quotes' : 'invoices'}
        kinds={quotes ? ['quote'] : ['invoice', 'credit_note']}
        filters={quotes ? QUOTE_FILTERS : INVOICE_FILTERS}
        useList={useDocumentListQuery}
        linkTo={(row) => billingPaths.view(row.id)}
        createPath={billingPaths.create(quotes ? 'quote' : 'invoice')}
        createLabel={t(quotes ? 'billing.list.newQuote' : 'billing.list.newInvoice')}
      />
    </>
  )
}
