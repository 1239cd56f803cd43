import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { TicketMessage } from '@portico/contracts'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { currentLanguage } from '../../../shared/i18n/i18n.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import classes from '../support.module.css'
import { AttachmentView } from './AttachmentView.tsx'

/** Messages oldest first. Bodies are plain text rendered by React: any markup in them stays inert. */
export function Conversation({ ticketId, messages }: { ticketId: string; messages: TicketMessage[] }) {
  const { t } = useFeatureTranslation()
  const language = currentLanguage()
  return (
    <Stack
      gap="sm"
      component="ol"
      className={classes.list}
      aria-label={t('support.view.conversation')}
      data-testid="conversation"
    >
      {messages.map((message) => (
        <li key={message.id}>
          <Paper
            withBorder
            p="md"
            radius="md"
            className={classes.message}
            data-internal={message.internal || undefined}
            data-staff={message.author_is_staff || undefined}
            data-testid={message.internal ? 'message-internal' : 'message'}
          >
            <Group justify="space-between" gap="xs" mb="xs">
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {message.author_name ?? '—'}
                </Text>
                {message.author_is_staff ? (
                  <Badge size="xs" variant="light">
                    {t('support.view.staff')}
                  </Badge>
                ) : null}
                {message.internal ? (
                  <Badge size="xs" color="yellow" variant="filled" c="dark">
                    {t('support.view.internal')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                <time dateTime={message.created_at}>{formatDateTime(message.created_at, language)}</time>
              </Text>
            </Group>
            <Text size="sm" className={classes.body} data-testid="message-body">
              {message.body}
            </Text>
            {message.attachments.length > 0 ? (
              <Stack gap="xs" mt="sm">
                {message.attachments.map((attachment) => (
                  <AttachmentView key={attachment.id} ticketId={ticketId} attachment={attachment} />
                ))}
              </Stack>
            ) : null}
          </Paper>
        </li>
      ))}
    </Stack>
  )
}
