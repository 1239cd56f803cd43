import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** What can be ordered, each to the page where it is ordered (the check, the address, the shop of its area). */
const TILES = [
  ['domain', '/domains/check'],
  ['internet', '/connectivity/internet'],
  ['hosting', '/hosted/webhosting/order'],
  ['certificate', '/domains/certificates/order'],
  ['microsoft', '/microsoft/order'],
  ['aas', '/aas/order'],
] as const

export function OrderTiles() {
  const { t } = useFeatureTranslation()
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {TILES.map(([kind, to]) => (
        <Paper key={kind} withBorder p="sm" data-testid="selfservice-order" data-kind={kind}>
          <Stack gap={2}>
            <Anchor component={Link} to={to} fw={600}>
              {t(`selfservice.new.${kind}.title`)}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`selfservice.new.${kind}.hint`)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
