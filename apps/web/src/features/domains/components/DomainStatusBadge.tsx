import type { DomainStatus } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'

const COLOR: Record<DomainStatus, string> = {
  pending_registration: 'yellow',
  pending_transfer: 'yellow',
  active: 'green',
  grace: 'orange',
  redemption: 'red',
  quarantine: 'red',
  expired: 'red',
  transferred_away: 'gray',
  cancelled: 'gray',
  failed: 'red',
}

export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  const { t } = useFeatureTranslation()
  return (
    <StatusBadge
      status={status}
      colors={COLOR}
      label={t(`domains.list.states.${status}`)}
      testId="domain-status"
    />
  )
}
