import '../i18n/register.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryCards } from '../../../shared/ui/QueryCards.tsx'
import { SimCard } from '../components/SimCard.tsx'
import { useSimsQuery } from '../queries.ts'

/** /connectivity/mobile: the scope's SIM cards, their use this month and the changes a customer may ask. */
export default function MobilePage() {
  const { t } = useFeatureTranslation()
  const sims = useSimsQuery()
  return (
    <>
      <PageHeader title={t('routes.connectivityMobile')} subtitle={t('connectivity.mobile.intro')} />
      <QueryCards
        query={sims}
        errorMessage={t('connectivity.mobile.loadError')}
        empty={t('connectivity.mobile.empty')}
        skeletonHeight={160}
        gap="sm"
        card={(sim) => <SimCard key={sim.id} sim={sim} />}
      />
    </>
  )
}
