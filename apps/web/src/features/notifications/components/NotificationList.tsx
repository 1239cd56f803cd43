import {
  Box,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import type { Notification } from '@portico/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import {
  useNotificationsQuery,
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../queries.ts'

/** The bell's list: unread first, each opening what it is about (and read from then on). */
export function NotificationList({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation()
  const list = useNotificationsQuery(true)
  const readAll = useReadAllNotificationsMutation()
  const items = list.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <Stack gap={0} data-testid="notifications-panel">
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Text fw={700} id="notifications-title">
          {t('notifications.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          // Never disabled (nor "loading", which disables): the focus it holds would fall out of the list.
          onClick={() => readAll.mutate()}
          data-testid="notifications-read-all"
        >
          {t('notifications.readAll')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah="min(26rem, 70vh)" type="auto">
        {list.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t('notifications.title')} />
          </Group>
        ) : list.isError ? (
          <Text c="red" size="sm" px="md" pb="md" role="alert">
            {t('notifications.loadError')}
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm" px="md" pb="md">
            {t('notifications.empty')}
          </Text>
        ) : (
          <Box component="ul" aria-labelledby="notifications-title" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Box component="li" key={item.id}>
                <NotificationItem item={item} onOpen={onOpen} />
              </Box>
            ))}
          </Box>
        )}
        {list.hasNextPage ? (
          <Group justify="center" p="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('notifications.more')}
            </Button>
          </Group>
        ) : null}
      </ScrollArea.Autosize>
    </Stack>
  )
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  const read = useReadNotificationMutation()
  const unread = !item.read_at
  return (
    <UnstyledButton
      component={Link}
      to={item.link}
      onClick={() => {
        if (unread) read.mutate(item.id)
        onOpen()
      }}
      display="block"
      w="100%"
      px="md"
      py="xs"
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="notification-item"
      data-unread={unread || undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          aria-hidden
          mt={6}
          w={8}
          h={8}
          style={{
            flexShrink: 0,
            borderRadius: '50%',
            background: unread ? 'var(--mantine-primary-color-filled)' : 'transparent',
          }}
        />
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread ? 700 : 500}>
            {unread ? <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden> : null}
            {t(`notifications.event.${item.event}`, { company: item.company_name })}
          </Text>
          <Text size="sm" truncate="end">
            {item.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {format.moment(item.created_at)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  )
}
