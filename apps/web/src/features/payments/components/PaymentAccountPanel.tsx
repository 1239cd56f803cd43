import { Badge, Button, Group, PasswordInput, Skeleton, Text } from '@mantine/core'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import '../i18n/register.ts'
import { usePaymentAccountMutation, usePaymentAccountQuery } from '../queries.ts'

/**
 * Billing settings: where online payments of these books go. The platform's provider by default; a
 * reseller gives its own Mollie API key to collect on its own account (the key is never shown again).
 */
export function PaymentAccountPanel() {
  const { t } = useFeatureTranslation()
  const account = usePaymentAccountQuery()
  const change = usePaymentAccountMutation()
  const [key, setKey] = useState('')
  const problem = isApiError(change.error) ? change.error.problem : null
  const fieldError = problem?.errors?.find((e) => e.field === 'api_key')?.message
  const failure = change.error && !fieldError ? (problem?.detail ?? String(change.error)) : null
  const data = account.data
  return (
    <FormSection
      title={t('payments.account.title')}
      hint={t('payments.account.hint')}
      mt="md"
      testId="payment-account"
    >
      {account.isError ? (
        <QueryError message={t('errors.500.text')} onRetry={() => void account.refetch()} />
      ) : !data ? (
        <Skeleton height={60} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            change.mutate(key.trim(), { onSuccess: () => setKey('') })
          }}
        >
          <Group gap="xs" mb="sm" data-testid="payment-account-current">
            <Text size="sm">
              {data.own
                ? t('payments.account.own', { hint: data.key_hint ?? '' })
                : t('payments.account.platform')}
            </Text>
            {data.own ? (
              <Badge variant="light" color={data.mode === 'live' ? 'green' : 'yellow'}>
                {t(`payments.account.mode.${data.mode ?? 'test'}`)}
              </Badge>
            ) : data.provider === 'sandbox' ? (
              <Badge variant="light" color="gray">
                {t('payments.sandbox')}
              </Badge>
            ) : null}
          </Group>
          <Group align="flex-start" wrap="wrap">
            <PasswordInput
              label={t('payments.account.key')}
              description={t('payments.account.keyHint')}
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              error={fieldError}
              autoComplete="off"
              w={{ base: '100%', sm: 380 }}
              data-testid="payment-account-key"
            />
            <Group mt={{ base: 0, sm: 'xl' }}>
              <Button
                type="submit"
                disabled={!key.trim()}
                loading={change.isPending}
                data-testid="payment-account-save"
              >
                {t('payments.account.save')}
              </Button>
              {data.own ? (
                <Button
                  variant="default"
                  onClick={() => change.mutate(null)}
                  loading={change.isPending}
                  data-testid="payment-account-remove"
                >
                  {t('payments.account.remove')}
                </Button>
              ) : null}
            </Group>
          </Group>
          {failure ? (
            <Text size="sm" mt="xs" c="red" role="alert">
              {failure}
            </Text>
          ) : null}
        </form>
      )}
    </FormSection>
  )
}
