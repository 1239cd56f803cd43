import { Badge, Button, Stack, Text } from '@mantine/core'
import type { NetworkDevice } from '@portico/contracts'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useAasFormat } from '../format.ts'
import { useDeviceMonitoring } from '../queries.ts'
import { PauseDialog } from './PauseDialog.tsx'

/** A device's monitoring: active, or paused until a moment; pause it (asking the hours) or resume it. */
export function MonitoringCell({ device }: { device: NetworkDevice }) {
  const { t } = useFeatureTranslation()
  const format = useAasFormat()
  const monitoring = useDeviceMonitoring(device.id)
  const [open, setOpen] = useState(false)
  const paused = device.monitoring === 'paused'
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        miw="max-content"
        variant="dot"
        color={paused ? 'yellow' : 'teal'}
        data-testid="device-monitoring"
        data-monitoring={device.monitoring}
      >
        {paused ? t('aas.network.paused') : t('aas.network.active')}
      </Badge>
      {paused && device.paused_until ? (
        <Text size="xs" c="dimmed">
          {t('aas.network.until', { when: format.moment(device.paused_until) })}
        </Text>
      ) : null}
      {paused ? (
        <Button
          size="compact-xs"
          variant="default"
          loading={monitoring.isPending}
          onClick={() => monitoring.mutate({ monitoring: 'active' })}
          data-testid="device-resume"
        >
          {t('aas.network.resume')}
        </Button>
      ) : (
        <Button size="compact-xs" variant="default" onClick={() => setOpen(true)} data-testid="device-pause">
          {t('aas.network.pause')}
        </Button>
      )}
      {open ? <PauseDialog device={device} onClose={() => setOpen(false)} /> : null}
    </Stack>
  )
}
