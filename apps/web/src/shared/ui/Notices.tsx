import { Notification, Stack } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/useStore.ts'
import { dismiss, noticeStore } from './notify.ts'

/** The notices of `notify`, top right under the header; read out by screen readers as they come. */
export function Notices() {
  const { t } = useTranslation()
  const notices = useStore(noticeStore, (all) => all)
  return (
    <Stack
      gap="xs"
      pos="fixed"
      top={64}
      right={16}
      w={{ base: 'calc(100% - 32px)', sm: 360 }}
      style={{ zIndex: 400 }}
      aria-live="polite"
      data-testid="notices"
    >
      {notices.map((notice) => (
        <Notification
          key={notice.id}
          color={notice.kind === 'success' ? 'green' : 'red'}
          icon={
            notice.kind === 'success' ? <IconCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />
          }
          role={notice.kind === 'success' ? 'status' : 'alert'}
          withBorder
          closeButtonProps={{ 'aria-label': t('common.close') }}
          onClose={() => dismiss(notice.id)}
          data-testid={`notice-${notice.kind}`}
        >
          {notice.message}
        </Notification>
      ))}
    </Stack>
  )
}
