import '../i18n/register.ts'
import { Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { RenewalPanel } from '../components/RenewalPanel.tsx'
import { SeatsPanel } from '../components/SeatsPanel.tsx'
import { SubscriptionFacts } from '../components/SubscriptionFacts.tsx'
import { useSubscriptionQuery } from '../queries.ts'

/** /microsoft/subscriptions/:subscription: one subscription, its seats now and its plan for the renewal. */
export default function SubscriptionPage() {
  const { t } = useFeatureTranslation()
  const id = useParams().subscription ?? ''
  const query = useSubscriptionQuery(id)
  const s = query.data
  if (query.isError)
    return <QueryError message={t('microsoft.subscription.loadError')} onRetry={() => void query.refetch()} />
  if (!s) return null
  return (
    <>
      <PageHeader
        title={s.product}
        subtitle={s.tenant_domain}
        actions={<SandboxTag mode={s.partner_center} size="md" />}
      />
      <Stack gap="lg">
        <SubscriptionFacts subscription={s} />
        <SeatsPanel subscription={s} />
        <RenewalPanel key={`${s.quantity}:${JSON.stringify(s.scheduled)}`} subscription={s} />
      </Stack>
    </>
  )
}
