import { Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

export type ChangeItem = { key: string; label: string; detail: string; action: ReactNode }

/**
 * One kind of change on the self-service page: what it is (`selfservice.<kind>.title` and `.hint`), and
 * each thing it applies to with its action, once the query of those things has answered.
 */
export function ChangeCard({
  kind,
  items,
  query,
}: {
  kind: 'hosting' | 'mobile' | 'microsoft' | 'network'
  items: ChangeItem[]
  query: { isLoading: boolean; isError: boolean }
}) {
  const { t } = useFeatureTranslation()
  return (
    <Paper withBorder p="md" data-testid="selfservice-change" data-kind={kind}>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t(`selfservice.${kind}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`selfservice.${kind}.hint`)}
        </Text>
        {query.isLoading ? (
          <Skeleton h={40} />
        ) : query.isError ? (
          <Text size="sm" c="red.8">
            {t('selfservice.loadError')}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('selfservice.none')}
          </Text>
        ) : (
          <Stack gap={0}>
            {items.map((item, i) => (
              <Stack gap={0} key={item.key}>
                {i > 0 ? <Divider my={6} /> : null}
                <Group
                  justify="space-between"
                  gap="xs"
                  wrap="wrap"
                  data-testid="selfservice-item"
                  data-key={item.key}
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.detail}
                    </Text>
                  </Stack>
                  {item.action}
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
