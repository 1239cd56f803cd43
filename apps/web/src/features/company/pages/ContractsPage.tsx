import '../i18n/register.ts'
import { Alert, Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { download } from '../../../shared/api/download.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { ContractsPanel } from '../components/ContractsPanel.tsx'
import { NoScopeAlert } from '../components/NoScopeAlert.tsx'
import { contractsPdfPath, useCompanyQuery } from '../queries.ts'
import { useScopedCompanyId } from '../scope.ts'

/** /company/contracts: what each running service commits to, costs, and when it can end. */
export default function ContractsPage() {
  const { t } = useFeatureTranslation()
  const companyId = useScopedCompanyId()
  const company = useCompanyQuery(companyId)
  const [failed, setFailed] = useState(false)
  const save = async () => {
    if (!companyId) return
    setFailed(false)
    try {
      await download(
        contractsPdfPath(companyId),
        `contracts-${company.data?.name ?? companyId}.pdf`,
        'application/pdf',
      )
    } catch {
      setFailed(true)
    }
  }
  return (
    <>
      <PageHeader
        title={t('routes.companyContracts')}
        subtitle={company.data?.name}
        actions={
          companyId ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void save()}
              data-testid="contracts-download"
            >
              {t('company.contracts.download')}
            </Button>
          ) : null
        }
      />
      {failed ? (
        <Alert color="red" mb="md">
          {t('company.contracts.downloadFailed')}
        </Alert>
      ) : null}
      {companyId ? (
        <ContractsPanel key={companyId} companyId={companyId} />
      ) : (
        <NoScopeAlert what="contracts" />
      )}
    </>
  )
}
