import { Box, Button, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { nodeKey } from './menuTree.ts'
import { useMenuQuery } from './queries.ts'
import { SidebarItem } from './SidebarItem.tsx'

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f']

/** Sidebar content from GET /api/v1/_me/menu. */
export function Sidebar({ mini }: { mini: boolean }) {
  const { t } = useTranslation()
  const menu = useMenuQuery()
  return (
    <Box style={{ flex: 1, overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <nav aria-label={t('sidebar.label')} data-testid="sidebar">
        <Stack gap={2} p="xs">
          {menu.isPending ? (
            SKELETON_KEYS.map((key) => <Skeleton key={key} height={32} radius="sm" />)
          ) : menu.isError ? (
            <Stack gap="xs" p="sm" data-mini-hidden>
              <Text size="sm">{t('sidebar.loadError')}</Text>
              <Button size="compact-sm" variant="light" onClick={() => void menu.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          ) : menu.data.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm" data-mini-hidden>
              {t('sidebar.empty')}
            </Text>
          ) : (
            menu.data.map((node) => <SidebarItem key={nodeKey(node)} node={node} depth={0} mini={mini} />)
          )}
        </Stack>
      </nav>
    </Box>
  )
}
