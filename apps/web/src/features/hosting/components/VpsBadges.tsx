import '../i18n/vpsRegister.ts'
import type { Vps } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { POWER_COLORS, VPS_STATUS_COLORS } from '../vpsFormat.ts'

type State = Pick<Vps, 'status' | 'power'>

/** The VPS's state at the provider (being set up, active, suspended …). */
export function VpsStatusBadge({ vps }: { vps: State }) {
  const { t } = useFeatureTranslation()
  return (
    <StatusBadge
      status={vps.status}
      colors={VPS_STATUS_COLORS}
      label={t(`hosting.vps.status.${vps.status}`)}
      testId="vps-status"
    />
  )
}

/** The machine's power (running, stopped …). */
export function VpsPowerBadge({ vps }: { vps: State }) {
  const { t } = useFeatureTranslation()
  return (
    <StatusBadge
      status={vps.power}
      colors={POWER_COLORS}
      label={t(`hosting.vps.powerState.${vps.power}`)}
      testId="vps-power"
    />
  )
}

/** One badge for a list: the power of an active VPS, else its state. */
export const VpsStateBadge = ({ vps }: { vps: State }) =>
  vps.status === 'active' ? <VpsPowerBadge vps={vps} /> : <VpsStatusBadge vps={vps} />
