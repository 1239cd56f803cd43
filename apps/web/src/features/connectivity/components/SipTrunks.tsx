import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import type { SipTrunk } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'

/** The scope's SIP trunks: channels, SIP account and numbers (those being ported in marked). */
export function SipTrunks({
  trunks,
}: {
  trunks: { data?: SipTrunk[]; isError: boolean; isLoading: boolean; refetch: () => unknown }
}) {
  const { t } = useFeatureTranslation()
  if (trunks.isError)
    return <QueryError message={t('connectivity.voip.loadError')} onRetry={() => void trunks.refetch()} />
  if (trunks.isLoading) return <Skeleton h={100} />
  if (!trunks.data?.length) return <Text c="dimmed">{t('connectivity.voip.empty')}</Text>
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {trunks.data.map((trunk) => (
        <Paper key={trunk.id} withBorder p="md" data-testid="trunk" data-name={trunk.name}>
          <Stack gap={4}>
            <Text fw={600}>{trunk.name}</Text>
            <Text size="sm" c="dimmed">
              {t('connectivity.voip.trunk', { channels: trunk.channels, user: trunk.sip_username })} ·{' '}
              {trunk.company_name}
            </Text>
            <Group gap="xs" mt={4}>
              {trunk.numbers.map((n) => (
                <Badge
                  key={n.number}
                  variant={n.status === 'porting' ? 'outline' : 'light'}
                  color={n.status === 'porting' ? 'gray' : 'blue'}
                  data-testid="trunk-number"
                  data-status={n.status}
                >
                  {n.number}
                  {n.status === 'porting' ? ` · ${t('connectivity.voip.porting')}` : ''}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
