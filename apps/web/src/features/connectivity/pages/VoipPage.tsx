import '../i18n/register.ts'
import { Stack } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { PortRequestForm } from '../components/PortRequestForm.tsx'
import { PortRequests } from '../components/PortRequests.tsx'
import { SipTrunks } from '../components/SipTrunks.tsx'
import { useTrunksQuery } from '../queries.ts'

/** /connectivity/voip: the SIP trunks and their numbers, porting numbers in, and how each port goes. */
export default function VoipPage() {
  const { t } = useFeatureTranslation()
  const trunks = useTrunksQuery()
  return (
    <>
      <PageHeader title={t('routes.connectivityVoip')} subtitle={t('connectivity.voip.intro')} />
      <Stack gap="md">
        <SipTrunks trunks={trunks} />
        {trunks.data?.length ? <PortRequestForm trunks={trunks.data} /> : null}
        <PortRequests />
      </Stack>
    </>
  )
}
