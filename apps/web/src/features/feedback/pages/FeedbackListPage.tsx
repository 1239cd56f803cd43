import { Anchor, Skeleton, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { TableHead } from '../../../shared/ui/TableHead.tsx'
import { useFeedbackListQuery } from '../queries.ts'

export default function FeedbackListPage() {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const list = useFeedbackListQuery()
  return (
    <>
      <PageHeader title={t('routes.feedback')} />
      {list.isPending ? (
        <Skeleton height={200} />
      ) : list.isError ? (
        <QueryError message={t('errors.500.text')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('feedback.list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="feedback-list">
            <TableHead
              cells={[
                t('feedback.list.date'),
                t('feedback.list.from'),
                t('feedback.list.message'),
                t('feedback.list.page'),
                t('feedback.list.screenshot'),
              ]}
            />
            <Table.Tbody>
              {list.data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(item.created_at, language)}
                  </Table.Td>
                  <Table.Td>
                    {item.name || item.email ? (
                      <>
                        <Text size="sm">{item.name}</Text>
                        <Text size="xs" c="dimmed">
                          {item.email}
                        </Text>
                      </>
                    ) : (
                      t('feedback.list.anonymous')
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{item.message}</Table.Td>
                  <Table.Td>
                    {item.url && /^https?:\/\//i.test(item.url) ? (
                      <Anchor href={item.url} size="sm" target="_blank" rel="noreferrer">
                        {new URL(item.url, window.location.origin).pathname}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{item.has_screenshot ? t('common.yes') : t('common.no')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  )
}
