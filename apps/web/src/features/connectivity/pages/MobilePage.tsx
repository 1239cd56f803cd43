import '../i18n/register.ts'
import { Skeleton, Stack, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SimCard } from '../components/SimCard.tsx'
import { useSimsQuery } from '../queries.ts'

/** /connectivity/mobile: the scope's SIM cards, their use this month and the changes a customer may ask. */
export default function MobilePage() {
  const { t } = useFeatureTranslation()
  const sims = useSimsQuery()
  return (
    <>
      <PageHeader title={t('routes.connectivityMobile')} subtitle={t('connectivity.mobile.intro')} />
      {sims.isError ? (
        <QueryError message={t('connectivity.mobile.loadError')} onRetry={() => void sims.refetch()} />
      ) : sims.isLoading ? (
        <Skeleton h={160} />
      ) : sims.data?.length ? (
        <Stack gap="sm">
          {sims.data.map((sim) => (
            <SimCard key={sim.id} sim={sim} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('connectivity.mobile.empty')}</Text>
      )}
    </>
  )
}
