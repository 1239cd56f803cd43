import '../i18n/register.ts'
import { Skeleton, Stack, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { PoolCard } from '../components/PoolCard.tsx'
import { useInfrastructureQuery } from '../queries.ts'

/** /aas/infrastructure: the scope's IaaS pools, their use per month against the commitment. */
export default function InfrastructurePage() {
  const { t } = useFeatureTranslation()
  const pools = useInfrastructureQuery()
  return (
    <>
      <PageHeader title={t('routes.aasInfrastructure')} subtitle={t('aas.infrastructure.intro')} />
      {pools.isError ? (
        <QueryError message={t('aas.infrastructure.loadError')} onRetry={() => void pools.refetch()} />
      ) : pools.isLoading ? (
        <Skeleton h={240} />
      ) : pools.data?.length ? (
        <Stack gap="md">
          {pools.data.map((pool) => (
            <PoolCard key={pool.id} pool={pool} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('aas.infrastructure.empty')}</Text>
      )}
    </>
  )
}
