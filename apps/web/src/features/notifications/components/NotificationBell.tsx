import { ActionIcon, Indicator, Popover } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUnreadCountQuery } from '../queries.ts'
import { NotificationList } from './NotificationList.tsx'

/**
 * The header's bell (issue 26 item 6): the number of unread notifications, and a panel listing them
 * that opens on click, keeps the focus inside while open and gives it back to the bell on close. Only
 * a seller's people (the provider's staff, a reseller's team) have one: a customer is never told here.
 */
export function NotificationBell() {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const count = useUnreadCountQuery().data
  if (!count?.seller) return null
  const unread = count.unread
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          c="var(--mantine-color-text)"
          aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
          data-testid="notifications-bell"
          onClick={() => setOpened((open) => !open)}
        >
          <Indicator
            disabled={!unread}
            label={unread > 99 ? '99+' : unread}
            size={16}
            offset={2}
            color="red"
            data-testid="notifications-count"
          >
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 1rem)" aria-label={t('notifications.title')}>
        {opened ? <NotificationList onOpen={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  )
}
