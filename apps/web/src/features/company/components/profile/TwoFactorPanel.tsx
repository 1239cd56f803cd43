import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import type { MySecurity, RecoveryCodes } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../../shared/ui/Panel.tsx'
import { StatusBadge } from '../../../../shared/ui/StatusBadge.tsx'
import { useTwoFactorMutation } from '../../profileQueries.ts'
import { RecoveryCodesList } from './RecoveryCodesList.tsx'
import { TwoFactorSetup } from './TwoFactorSetup.tsx'

type Proof = { password: string } | { code: string }
/** Six digits are a code from the app; anything else is the password. */
const proofOf = (value: string): Proof =>
  /^\d{6}$/.test(value.trim()) ? { code: value.trim() } : { password: value }

/** Two-factor sign-in of an embedded-IdP account: set up, recovery codes, turn off. */
export function TwoFactorPanel({ security }: { security: MySecurity }) {
  const { t } = useFeatureTranslation()
  const [codes, setCodes] = useState<string[] | null>(null)
  const [proof, setProof] = useState('')
  const renew = useTwoFactorMutation<Proof>('recovery-codes')
  const disable = useTwoFactorMutation<Proof>('disable')
  const failed = [renew.error, disable.error].find(Boolean)
  const error =
    failed && isApiError(failed) ? (failed.problem?.errors?.[0]?.message ?? failed.message) : undefined
  const act = (which: typeof renew | typeof disable) => {
    renew.reset()
    disable.reset()
    setCodes(null)
    which.mutate(proofOf(proof), {
      onSuccess: (result) => {
        setProof('')
        if (result) setCodes((result as RecoveryCodes).recovery_codes)
      },
    })
  }
  return (
    <Panel
      title={
        <Group gap="sm">
          {t('company.profile.twoFactor')}
          <StatusBadge
            status={security.two_factor ? 'on' : 'off'}
            colors={{ on: 'green' }}
            label={t(security.two_factor ? 'company.profile.on' : 'company.profile.off')}
            testId="two-factor-state"
          />
        </Group>
      }
      testId="profile-two-factor"
    >
      <Stack gap="md">
        {codes ? <RecoveryCodesList codes={codes} /> : null}
        {security.two_factor ? (
          <>
            <Text data-testid="recovery-left">
              {t('company.profile.recoveryLeft', { count: security.recovery_codes_left })}
            </Text>
            <PasswordInput
              label={t('company.profile.proof')}
              description={t('company.profile.proofHint')}
              maw={420}
              value={proof}
              error={error}
              onChange={(event) => setProof(event.currentTarget.value)}
              data-testid="two-factor-proof"
            />
            <Group gap="sm">
              <Button
                variant="default"
                loading={renew.isPending}
                onClick={() => act(renew)}
                data-testid="recovery-renew"
              >
                {t('company.profile.renewCodes')}
              </Button>
              <Button
                color="red"
                variant="light"
                loading={disable.isPending}
                onClick={() => act(disable)}
                data-testid="two-factor-disable"
              >
                {t('company.profile.twoFactorDisable')}
              </Button>
            </Group>
          </>
        ) : (
          <TwoFactorSetup onEnabled={setCodes} />
        )}
      </Stack>
    </Panel>
  )
}
