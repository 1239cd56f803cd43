import { ActionIcon, Alert, Button, CopyButton, Stack, Text, TextInput, Tooltip } from '@mantine/core'
import type { Domain } from '@portico/contracts'
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { useAuthCodeMutation } from '../domainQueries.ts'

/** The auth code on request: shown to copy, or (SIDN) word that the registry mails it to the registrant. */
export function AuthCodeCard({ domain }: { domain: Domain }) {
  const { t } = useFeatureTranslation()
  const request = useAuthCodeMutation()
  const answer = request.data
  return (
    <Panel title={t('domains.view.authCode')} testId="domain-auth-code">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('domains.view.authCodeHint')}
        </Text>
        {answer?.auth_code ? (
          <TextInput
            label={t('domains.view.authCode')}
            value={answer.auth_code}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="domain-auth-code-value"
            rightSection={
              <CopyButton value={answer.auth_code}>
                {({ copied, copy }) => (
                  <Tooltip label={t(copied ? 'domains.view.copied' : 'domains.view.copy')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={t(copied ? 'domains.view.copied' : 'domains.view.copy')}
                      data-testid="domain-auth-code-copy"
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
        ) : answer?.sent_to_registrant ? (
          <Alert color="blue" role="status" data-testid="domain-auth-code-sent">
            {t('domains.view.sentToRegistrant')}
          </Alert>
        ) : (
          <div>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={() => request.mutate(domain.id)}
              loading={request.isPending}
              data-testid="domain-auth-code-request"
            >
              {t('domains.view.requestAuthCode')}
            </Button>
          </div>
        )}
        {isApiError(request.error) ? (
          <Alert color="red" role="alert">
            {request.error.problem?.detail ?? request.error.message}
          </Alert>
        ) : null}
      </Stack>
    </Panel>
  )
}
