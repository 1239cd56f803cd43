import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../../shared/api/ApiError.ts'
import { formatDateTime } from '../../../../shared/i18n/format.ts'
import { toLanguage } from '../../../../shared/i18n/language.ts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../../shared/ui/Panel.tsx'
import { QueryError } from '../../../../shared/ui/QueryError.tsx'
import { useEndSessionMutation, useMySessionsQuery } from '../../profileQueries.ts'

/** Where the user is signed in (browser, address, when), with "sign out" per device and everywhere else. */
export function SessionsPanel() {
  const { t } = useFeatureTranslation()
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const sessions = useMySessionsQuery()
  const end = useEndSessionMutation()
  const others = (sessions.data ?? []).filter((s) => !s.current)
  const failure = end.error ? (isApiError(end.error) ? end.error.problem?.detail : null) : null
  return (
    <Panel title={t('company.profile.sessions.title')} testId="profile-sessions">
      <Text size="sm" c="dimmed" mb="sm">
        {t('company.profile.sessions.hint')}
      </Text>
      {sessions.isError ? (
        <QueryError message={t('errors.500.text')} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <Skeleton height={80} />
      ) : (
        <Stack gap="xs">
          {sessions.data.map((session) => (
            <Card key={session.id} withBorder padding="sm" data-testid="session">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{session.device ?? t('company.profile.sessions.unknownDevice')}</Text>
                    {session.current ? (
                      <Badge variant="light" data-testid="session-current">
                        {t('company.profile.sessions.current')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('company.profile.sessions.details', {
                      ip: session.ip ?? '–',
                      signedIn: formatDateTime(session.signed_in_at, language),
                      lastSeen: formatDateTime(session.last_seen_at, language),
                    })}
                  </Text>
                </Stack>
                {session.current ? null : (
                  <Button
                    variant="default"
                    size="xs"
                    loading={end.isPending && end.variables === session.id}
                    onClick={() => end.mutate(session.id)}
                    data-testid="session-end"
                  >
                    {t('company.profile.sessions.end')}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
          {others.length > 0 ? (
            <Group>
              <Button
                variant="default"
                loading={end.isPending && end.variables === null}
                onClick={() => end.mutate(null)}
                data-testid="sessions-end-others"
              >
                {t('company.profile.sessions.endOthers')}
              </Button>
            </Group>
          ) : null}
          {failure ? (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          ) : null}
        </Stack>
      )}
    </Panel>
  )
}
