import '../i18n/register.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryCards } from '../../../shared/ui/QueryCards.tsx'
import { PoolCard } from '../components/PoolCard.tsx'
import { useInfrastructureQuery } from '../queries.ts'

/** /aas/infrastructure: the scope's IaaS pools, their use per month against the commitment. */
export default function InfrastructurePage() {
  const { t } = useFeatureTranslation()
  const pools = useInfrastructureQuery()
  return (
    <>
      <PageHeader title={t('routes.aasInfrastructure')} subtitle={t('aas.infrastructure.intro')} />
      <QueryCards
        query={pools}
        errorMessage={t('aas.infrastructure.loadError')}
        empty={t('aas.infrastructure.empty')}
        skeletonHeight={240}
        gap="md"
        card={(pool) => <PoolCard key={pool.id} pool={pool} />}
      />
    </>
  )
}
