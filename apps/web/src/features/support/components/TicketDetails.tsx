import { Alert, Button, Paper, Select, Stack, Table, Text, Title } from '@mantine/core'
import { TICKET_STATUSES, type Ticket, type TicketStatus } from '@portico/contracts'
import { TICKET_PRIORITIES } from '@portico/domain'
import type { ReactNode } from 'react'
import { errorStatus } from '../../../shared/api/ApiError.ts'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { currentLanguage } from '../../../shared/i18n/i18n.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useAssigneesQuery, useUpdateTicketMutation } from '../queries.ts'
import { PriorityBadge, StatusBadge } from './TicketBadges.tsx'

const MATRIX = '__matrix__'

/** Spec 3 ticket labels plus the due times; staff change status, priority and assignee here. */
export function TicketDetails({ ticket, isStaff }: { ticket: Ticket; isStaff: boolean }) {
  const { t } = useFeatureTranslation()
  const language = currentLanguage()
  const update = useUpdateTicketMutation(ticket.id)
  const assignees = useAssigneesQuery(isStaff)
  const date = (value: string | null) => (value ? formatDateTime(value, language) : '—')
  const change = (changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate({ version: ticket.version, changes })
  const due = (value: string | null, met: boolean) => {
    const late = value && !met && ticket.status !== 'closed' && new Date(value).getTime() < Date.now()
    return (
      <>
        {date(value)}
        {late ? (
          <Text span c="red" fw={600} ml={6}>
            ({t('support.fields.overdue')})
          </Text>
        ) : null}
      </>
    )
  }

  const rows: [string, ReactNode, string][] = [
    [t('support.fields.subject'), ticket.subject, 'subject'],
    [t('support.fields.company'), ticket.company_name, 'company'],
    [t('support.fields.requester'), ticket.requester_name ?? '—', 'requester'],
    ...(ticket.service_name
      ? [[t('support.fields.service'), ticket.service_name, 'service'] as [string, ReactNode, string]]
      : []),
    [
      t('support.fields.priority'),
      <>
        <PriorityBadge priority={ticket.priority} />
        {ticket.priority_overridden ? (
          <Text span size="xs" c="dimmed" ml={6}>
            {t('support.view.overridden')}
          </Text>
        ) : null}
      </>,
      'priority',
    ],
    [t('support.fields.impact'), t(`support.level.${ticket.impact}`), 'impact'],
    [t('support.fields.urgency'), t(`support.level.${ticket.urgency}`), 'urgency'],
    [t('support.fields.status'), <StatusBadge key="s" status={ticket.status} />, 'status'],
    [t('support.fields.assignee'), ticket.assignee_name ?? t('support.fields.unassigned'), 'assignee'],
    [t('support.fields.createdAt'), date(ticket.created_at), 'created'],
    [t('support.fields.updatedAt'), date(ticket.updated_at), 'updated'],
    [
      t('support.fields.lastUpdate'),
      `${date(ticket.last_update_at)}${ticket.last_update_by_name ? ` ${t('support.view.by', { name: ticket.last_update_by_name })}` : ''}`,
      'last-update',
    ],
    [
      t('support.fields.firstResponseDue'),
      ticket.first_responded_at
        ? `${date(ticket.first_response_due_at)} · ${t('support.fields.respondedAt', { date: date(ticket.first_responded_at) })}`
        : due(ticket.first_response_due_at, false),
      'first-response-due',
    ],
    [
      t('support.fields.resolutionDue'),
      due(ticket.resolution_due_at, Boolean(ticket.closed_at)),
      'resolution-due',
    ],
  ]

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ticket-details-title">
      <Title order={2} fz="h4" mb="sm" id="ticket-details-title">
        {t('support.view.details')}
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders={false} data-testid="ticket-details">
        <Table.Tbody>
          {rows.map(([label, value, key]) => (
            <Table.Tr key={key}>
              <Table.Th w="42%" fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td data-testid={`detail-${key}`} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="sm" mt="md">
        {isStaff ? (
          <>
            <Select
              label={t('support.fields.status')}
              data={TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.status.${s}`) }))}
              value={ticket.status}
              onChange={(value) =>
                value && value !== ticket.status && change({ status: value as TicketStatus })
              }
              allowDeselect={false}
              disabled={update.isPending}
              data-testid="control-status"
            />
            <Select
              label={t('support.fields.priority')}
              data={[
                ...(ticket.priority_overridden
                  ? [{ value: MATRIX, label: t('support.view.fromMatrix') }]
                  : []),
                ...TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`support.priority.${p}`) })),
              ]}
              value={ticket.priority}
              onChange={(value) => {
                if (value === MATRIX) change({ priority: null })
                else if (value && value !== ticket.priority) change({ priority: value as Ticket['priority'] })
              }}
              allowDeselect={false}
              disabled={update.isPending}
              data-testid="control-priority"
            />
            <Select
              label={t('support.fields.assignee')}
              placeholder={t('support.fields.unassigned')}
              data={(assignees.data ?? []).map((u) => ({ value: u.id, label: u.display_name }))}
              value={ticket.assignee_id}
              onChange={(value) => value !== ticket.assignee_id && change({ assignee_id: value })}
              clearable
              searchable
              disabled={update.isPending}
              data-testid="control-assignee"
            />
          </>
        ) : ticket.status !== 'closed' ? (
          <Button
            variant="default"
            onClick={() => change({ status: 'closed' })}
            loading={update.isPending}
            data-testid="close-ticket"
          >
            {t('support.view.close')}
          </Button>
        ) : null}
        {update.isError ? (
          <Alert color="red" role="alert" data-testid="update-error">
            {errorStatus(update.error) === 412
              ? t('support.view.conflict')
              : t('support.view.updateFailed', { message: update.error.message })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  )
}
