import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core'
import type { RecoveryCodes, TwoFactorSetup as Setup } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { SubmitForm } from '../../../../shared/ui/SubmitForm.tsx'
import { useStartTwoFactorMutation, useTwoFactorMutation } from '../../profileQueries.ts'

/** Turning two-factor sign-in on: scan (or type) the secret, then confirm with the app's first code. */
export function TwoFactorSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useFeatureTranslation()
  const start = useStartTwoFactorMutation()
  const confirm = useTwoFactorMutation<{ code: string }>('confirm')
  const [setup, setSetup] = useState<Setup | null>(null)
  const [code, setCode] = useState('')
  if (!setup) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('company.profile.twoFactorOffText')}</Text>
        <Button
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
          data-testid="two-factor-start"
        >
          {t('company.profile.twoFactorStart')}
        </Button>
      </Stack>
    )
  }
  const error =
    confirm.error && isApiError(confirm.error) ? confirm.error.problem?.errors?.[0]?.message : undefined
  const submit = () =>
    confirm.mutate(
      { code: code.replace(/\s/g, '') },
      { onSuccess: (result) => onEnabled((result as RecoveryCodes).recovery_codes) },
    )
  return (
    <Stack gap="sm">
      <Text>{t('company.profile.twoFactorScan')}</Text>
      <Image
        src={setup.qr_code}
        alt={t('company.profile.qrAlt')}
        w={200}
        h={200}
        data-testid="two-factor-qr"
      />
      <Text size="sm">
        {t('company.profile.twoFactorSecret')}{' '}
        <Code fz="sm" data-testid="two-factor-secret">
          {setup.secret}
        </Code>
      </Text>
      <SubmitForm onSubmit={submit}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('company.profile.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            error={error}
            onChange={(event) => setCode(event.currentTarget.value)}
            data-testid="two-factor-code"
          />
          <Button type="submit" mt={25} loading={confirm.isPending} data-testid="two-factor-confirm">
            {t('company.profile.twoFactorConfirm')}
          </Button>
        </Group>
      </SubmitForm>
    </Stack>
  )
}
