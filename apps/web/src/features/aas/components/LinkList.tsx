import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import type { NetworkLink } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { DEVICE_STATUS_COLORS } from '../format.ts'

/** The links between the devices and to the outside: ends, speed, state and load. */
export function LinkList({ links }: { links: NetworkLink[] }) {
  const { t } = useFeatureTranslation()
  if (!links.length) return <Text c="dimmed">{t('aas.network.noLinks')}</Text>
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {links.map((link) => (
        <Paper key={link.id} withBorder p="sm" data-testid="network-link" data-name={link.name}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {link.name}
              </Text>
              <StatusBadge
                status={link.status}
                colors={DEVICE_STATUS_COLORS}
                label={t(`aas.network.state.${link.status}`)}
                testId="link-status"
              />
            </Group>
            <Text size="sm" c="dimmed">
              {t(`aas.network.linkKind.${link.kind}`)} · {link.from_device} → {link.to} ·{' '}
              {t('aas.network.speed', { speed: link.speed_mbps })}
            </Text>
            {link.load_percent === null ? null : (
              <>
                <Text size="xs">{t('aas.network.load', { percent: link.load_percent })}</Text>
                <Progress
                  value={link.load_percent}
                  size="sm"
                  color={link.load_percent >= 80 ? 'orange' : 'blue'}
                  aria-label={`${link.name}: ${t('aas.network.load', { percent: link.load_percent })}`}
                />
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
