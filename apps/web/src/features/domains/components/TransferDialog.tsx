import { Text, TextInput } from '@mantine/core'
import type { DomainCheckResult } from '@portico/contracts'
import { useState } from 'react'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** A transfer in asks for the auth code; a TLD that needs one cannot be chosen without it. */
export function TransferDialog({
  row,
  onClose,
  onAdd,
}: {
  row: DomainCheckResult
  onClose: () => void
  onAdd: (authCode: string | null) => void
}) {
  const { t } = useFeatureTranslation()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <FormDialog
      title={t('domains.check.transferTitle', { domain: row.domain })}
      onClose={onClose}
      testId="transfer"
      actionLabel={t('domains.check.addTransfer')}
      onSubmit={(event) => {
        event.preventDefault()
        const trimmed = code.trim()
        if (row.auth_code_required && trimmed === '') return setError(t('domains.check.authCodeRequired'))
        onAdd(trimmed === '' ? null : trimmed)
      }}
    >
      <Text size="sm">{t('domains.check.transferText')}</Text>
      <TextInput
        label={
          row.auth_code_required
            ? t('domains.check.authCode')
            : t('domains.check.authCodeOptional', { tld: row.tld })
        }
        required={row.auth_code_required}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value)
          setError(null)
        }}
        error={error}
        autoComplete="off"
        spellCheck={false}
        maxLength={255}
        data-autofocus
        data-testid="transfer-auth-code"
      />
    </FormDialog>
  )
}
