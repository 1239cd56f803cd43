import '../i18n/vpsRegister.ts'
import { Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { VpsTable } from '../components/VpsTable.tsx'

/** /hosted/vpses: the virtual servers of the scope. */
export default function VpsListPage() {
  const { t } = useFeatureTranslation()
  return (
    <>
      <PageHeader
        title={t('routes.hostedVpses')}
        subtitle={t('hosting.vps.intro')}
        actions={
          <Button component={Link} to="/hosted/order/vps" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('hosting.vps.order')}
          </Button>
        }
      />
      <VpsTable />
    </>
  )
}
