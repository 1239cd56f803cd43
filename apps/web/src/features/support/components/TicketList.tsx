import { Alert, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { TICKET_STATUSES } from '@portico/contracts'
import { TICKET_PRIORITIES } from '@portico/domain'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { currentLanguage } from '../../../shared/i18n/i18n.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { KeysetPager } from '../../../shared/ui/KeysetPager.tsx'
import { ListToolbar } from '../../../shared/ui/ListToolbar.tsx'
import { useKeysetPaging } from '../../../shared/ui/useKeysetPaging.ts'
import { useIsStaff } from '../labels.ts'
import { type TicketListParams, useTicketListQuery } from '../queries.ts'
import classes from '../support.module.css'
import { PriorityBadge, StatusBadge } from './TicketBadges.tsx'

/** Open or closed tickets (of one company, or all the caller sees), newest activity first; the selected one is marked. */
export function TicketList({
  view,
  selectedId,
  company,
}: {
  view: 'open' | 'closed'
  selectedId?: string
  /** Only this company's tickets (a customer record's Tickets tab). */
  company?: string
}) {
  const { t } = useFeatureTranslation()
  const isStaff = useIsStaff()
  const language = currentLanguage()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [status, setStatus] = useState<string | null>(null)
  const [priority, setPriority] = useState<string | null>(null)
  const [assignee, setAssignee] = useState<string | null>(null)
  const filters: TicketListParams = {
    view,
    ...(company ? { company } : {}),
    ...(q ? { q } : {}),
    ...(status ? { status: status as TicketListParams['status'] } : {}),
    ...(priority ? { priority: priority as TicketListParams['priority'] } : {}),
    ...(assignee ? { assignee: assignee as TicketListParams['assignee'] } : {}),
  }
  const paging = useKeysetPaging(JSON.stringify(filters))
  const list = useTicketListQuery({
    ...filters,
    limit: 20,
    ...(paging.cursor ? { cursor: paging.cursor } : {}),
  })
  const statuses = TICKET_STATUSES.filter((s) => (view === 'closed' ? s === 'closed' : s !== 'closed'))

  return (
    <Stack gap="sm">
      <ListToolbar
        compact
        search={{
          label: t('support.list.search'),
          placeholder: t('support.list.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          testId: 'ticket-search',
        }}
        filters={[
          view === 'open' && {
            key: 'status',
            label: t('support.fields.status'),
            placeholder: t('support.list.anyStatus'),
            data: statuses.map((s) => ({ value: s, label: t(`support.status.${s}`) })),
            value: status,
            onChange: setStatus,
            testId: 'filter-status',
          },
          {
            key: 'priority',
            label: t('support.fields.priority'),
            placeholder: t('support.list.anyPriority'),
            data: TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`support.priority.${p}`) })),
            value: priority,
            onChange: setPriority,
            testId: 'filter-priority',
          },
          isStaff && {
            key: 'assignee',
            label: t('support.list.assignee'),
            placeholder: t('support.list.anyone'),
            data: [
              { value: 'me', label: t('support.list.me') },
              { value: 'none', label: t('support.list.nobody') },
            ],
            value: assignee,
            onChange: setAssignee,
            testId: 'filter-assignee',
          },
        ]}
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('support.list.loadError')}
        </Alert>
      ) : null}
      {list.isPending ? <Skeleton height={200} /> : null}
      {list.data && list.data.data.length === 0 ? (
        <Text c="dimmed" py="md" data-testid="ticket-list-empty">
          {view === 'open' ? t('support.list.emptyOpen') : t('support.list.emptyClosed')}
        </Text>
      ) : null}
      <Stack
        gap="xs"
        component="ul"
        className={classes.list}
        aria-label={t('support.list.label')}
        data-testid="ticket-list"
      >
        {(list.data?.data ?? []).map((ticket) => {
          const selected = ticket.id === selectedId
          return (
            <li key={ticket.id}>
              <UnstyledButton
                component={Link}
                to={`/support/ticket/${ticket.id}`}
                className={classes.item}
                data-selected={selected || undefined}
                aria-current={selected ? 'page' : undefined}
                data-testid="ticket-list-item"
              >
                <Paper withBorder p="sm" radius="md" className={classes.itemPaper}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Text fw={600} size="sm" lineClamp={2} data-testid="ticket-list-subject">
                      <Text span c="dimmed" size="sm" mr={6}>
                        #{ticket.number}
                      </Text>
                      {ticket.subject}
                    </Text>
                    <StatusBadge status={ticket.status} />
                  </Group>
                  <Group justify="space-between" mt={6} gap="xs">
                    <Text size="xs" c="dimmed">
                      {ticket.company_name} ·{' '}
                      {t('support.list.updated', { date: formatDateTime(ticket.last_update_at, language) })}
                    </Text>
                    <PriorityBadge priority={ticket.priority} />
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          )
        })}
      </Stack>
      <KeysetPager paging={paging} nextCursor={list.data?.next_cursor} />
    </Stack>
  )
}
