import { Accordion, Group, Skeleton, Table, Text } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { TableHead } from '../../../shared/ui/TableHead.tsx'
import { changedFields } from '../activityDiff.ts'
import type { RecordKind } from '../kind.ts'
import { useActivityQuery } from '../queries.ts'

/** The record's audit trail; what changed is shown to those the API gives before/after. */
export function ActivityTab({ kind, record }: { kind: RecordKind; record: Customer }) {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const activity = useActivityQuery(kind, record.id)
  if (activity.isPending) return <Skeleton height={200} />
  if (activity.isError)
    return <QueryError message={t('customers.parts.loadError')} onRetry={() => void activity.refetch()} />
  if (activity.data.length === 0) return <Text c="dimmed">{t('customers.activity.empty')}</Text>
  return (
    <Accordion variant="separated" multiple data-testid="activity-list">
      {activity.data.map((entry) => {
        const changes =
          entry.before !== undefined || entry.after !== undefined
            ? changedFields(entry.before, entry.after)
            : []
        const summary = (
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>
              {t(`customers.activity.actions.${entry.action}`, { defaultValue: entry.action })}
            </Text>
            <Text c="dimmed" size="sm">
              {t('customers.activity.by', { name: entry.actor_name ?? t('customers.activity.system') })} ·{' '}
              {formatDateTime(entry.created_at, language)}
            </Text>
          </Group>
        )
        return (
          <Accordion.Item key={entry.id} value={entry.id} data-testid="activity-entry">
            {changes.length > 0 ? (
              <>
                <Accordion.Control>{summary}</Accordion.Control>
                <Accordion.Panel>
                  <Table.ScrollContainer minWidth={480}>
                    <Table>
                      <TableHead
                        cells={[
                          t('customers.activity.field'),
                          t('customers.activity.before'),
                          t('customers.activity.after'),
                        ]}
                      />
                      <Table.Tbody>
                        {changes.map((change) => (
                          <Table.Tr key={change.field}>
                            <Table.Td>
                              <code>{change.field}</code>
                            </Table.Td>
                            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before}</Table.Td>
                            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Accordion.Panel>
              </>
            ) : (
              <Group px="md" py="sm">
                {summary}
              </Group>
            )}
          </Accordion.Item>
        )
      })}
    </Accordion>
  )
}
