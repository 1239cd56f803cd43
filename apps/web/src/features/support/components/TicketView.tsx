import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from 'react-router'
import { errorStatus } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useIsStaff } from '../labels.ts'
import { useTicketMessagesQuery, useTicketQuery } from '../queries.ts'
import { Composer } from './Composer.tsx'
import { Conversation } from './Conversation.tsx'
import { PriorityBadge, StatusBadge } from './TicketBadges.tsx'
import { TicketDetails } from './TicketDetails.tsx'

/** One ticket: conversation and reply box, with its details beside (or below, when narrow). */
export function TicketView({ id, besideList }: { id: string; besideList: boolean }) {
  const { t } = useFeatureTranslation()
  const isStaff = useIsStaff()
  const ticket = useTicketQuery(id)
  const messages = useTicketMessagesQuery(id, ticket.isSuccess)

  if (ticket.isError) {
    return (
      <Alert
        color={errorStatus(ticket.error) === 404 ? 'yellow' : 'red'}
        role="alert"
        data-testid="ticket-not-found"
      >
        {t('support.view.notFound')}
      </Alert>
    )
  }
  if (!ticket.data) return <Skeleton height={320} />
  const data = ticket.data
  const detailSpan = besideList ? 12 : { base: 12, lg: 4 }
  return (
    <Stack gap="md" data-testid="ticket-view">
      {!besideList ? (
        <Button
          component={Link}
          to="/support/open"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          w="fit-content"
          px={0}
        >
          {t('support.view.back')}
        </Button>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }} data-testid="ticket-subject">
          <Text span c="dimmed" inherit mr={8}>
            #{data.number}
          </Text>
          {data.subject}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <PriorityBadge priority={data.priority} />
          <StatusBadge status={data.status} />
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={besideList ? 12 : { base: 12, lg: 8 }}>
          <Stack gap="md">
            {messages.data ? (
              <Conversation ticketId={id} messages={messages.data} />
            ) : (
              <Skeleton height={160} />
            )}
            {data.status === 'closed' ? (
              <Text size="sm" c="dimmed" data-testid="closed-info">
                {t('support.view.closedInfo')}
              </Text>
            ) : null}
            <Paper withBorder p="md" radius="md">
              <Composer ticketId={id} isStaff={isStaff} />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={detailSpan}>
          <TicketDetails ticket={data} isStaff={isStaff} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
