import '../i18n/register.ts'
import { Accordion, Alert, Badge, Group, Skeleton, Text } from '@mantine/core'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { RefreshButton } from '../../../shared/ui/RefreshButton.tsx'
import { MessageText } from '../MessageText.tsx'
import { useOutboxQuery } from '../queries.ts'

const STATUS_COLOR = { stored: 'gray', sent: 'green', failed: 'red' } as const

/** /admin/mail: every message the portal wrote, newest first. */
export default function MailOutboxPage() {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const outbox = useOutboxQuery()
  return (
    <>
      <PageHeader
        title={t('routes.mailOutbox')}
        actions={
          <RefreshButton fetching={outbox.isFetching} onRefresh={() => void outbox.refetch()}>
            {t('mail.refresh')}
          </RefreshButton>
        }
      />
      {outbox.isPending ? (
        <Skeleton height={200} />
      ) : outbox.isError ? (
        <QueryError message={t('mail.loadError')} onRetry={() => void outbox.refetch()} />
      ) : (
        <>
          <Alert color="blue" variant="light" mb="md">
            {outbox.data.mode === 'smtp' ? t('mail.modeSmtp') : t('mail.modeOutbox')}
          </Alert>
          {outbox.data.data.length === 0 ? (
            <Text c="dimmed">{t('mail.empty')}</Text>
          ) : (
            <Accordion variant="separated" data-testid="mail-list">
              {outbox.data.data.map((mail) => (
                <Accordion.Item key={mail.id} value={mail.id} data-testid="mail-item">
                  <Accordion.Control>
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <div style={{ minWidth: 0 }}>
                        <Text fw={600} truncate>
                          {mail.subject}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t('mail.to')}: {mail.to} · {formatDateTime(mail.created_at, language)}
                        </Text>
                      </div>
                      <Badge color={STATUS_COLOR[mail.status]} variant="dot">
                        {t(`mail.statuses.${mail.status}`)}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    {mail.error ? (
                      <Text c="red" size="sm" mb="xs">
                        {mail.error}
                      </Text>
                    ) : null}
                    <MessageText text={mail.text} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </>
      )}
    </>
  )
}
