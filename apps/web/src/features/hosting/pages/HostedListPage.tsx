import '../i18n/register.ts'
import { Alert, Stack, Title } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { OrderButton } from '../components/OrderButton.tsx'
import { WebHostingTable } from '../components/WebHostingTable.tsx'

/**
 * /hosted/list: the hosted services of the scope. Web hosting is the kind built so far; the page
 * says plainly that virtual servers, databases and storage are not listed yet.
 */
export default function HostedListPage() {
  const { t } = useFeatureTranslation()
  return (
    <>
      <PageHeader
        title={t('routes.hostedList')}
        subtitle={t('hosting.overview.intro')}
        actions={<OrderButton />}
      />
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('hosting.overview.webhosting')}
        </Title>
        <WebHostingTable />
        <Alert color="gray" variant="light">
          {t('hosting.overview.notYet')}
        </Alert>
      </Stack>
    </>
  )
}
