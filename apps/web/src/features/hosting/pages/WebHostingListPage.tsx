import '../i18n/register.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { OrderButton } from '../components/OrderButton.tsx'
import { WebHostingTable } from '../components/WebHostingTable.tsx'

/** /hosted/webhosting: the web hosting of the scope, with use against the package limits. */
export default function WebHostingListPage() {
  const { t } = useFeatureTranslation()
  return (
    <>
      <PageHeader
        title={t('routes.hostedWebhosting')}
        subtitle={t('hosting.list.intro')}
        actions={<OrderButton />}
      />
      <WebHostingTable />
    </>
  )
}
