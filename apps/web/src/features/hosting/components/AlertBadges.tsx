import { Badge, Group } from '@mantine/core'
import type { HostingAccount } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** The usage alerts an account reached (80% or 100% of a limit), as the collector told them. */
export function AlertBadges({ account }: { account: Pick<HostingAccount, 'disk_alert' | 'traffic_alert'> }) {
  const { t } = useFeatureTranslation()
  const alerts = [
    { stage: account.disk_alert, what: t('hosting.disk'), key: 'disk' },
    { stage: account.traffic_alert, what: t('hosting.traffic'), key: 'traffic' },
  ].filter((a) => a.stage > 0)
  if (!alerts.length) return null
  return (
    <Group gap={6}>
      {alerts.map((a) => (
        <Badge
          key={a.key}
          color={a.stage >= 100 ? 'red' : 'orange'}
          variant="dot"
          data-testid="usage-alert"
          data-stage={a.stage}
        >
          {t(`hosting.alert.${a.stage}`, { what: a.what })}
        </Badge>
      ))}
    </Group>
  )
}
