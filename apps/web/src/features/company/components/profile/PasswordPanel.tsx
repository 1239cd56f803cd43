import { Alert, Button, PasswordInput, Stack } from '@mantine/core'
import { type ChangePasswordBody, ChangePasswordBodySchema } from '@portico/contracts'
import { useCallback, useState } from 'react'
import { isApiError } from '../../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { problemFieldErrors, type SchemaIssue } from '../../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../../shared/ui/issueMessage.ts'
import { Panel } from '../../../../shared/ui/Panel.tsx'
import { SubmitForm } from '../../../../shared/ui/SubmitForm.tsx'
import { type FormValues, useSchemaForm } from '../../../../shared/ui/useSchemaForm.ts'
import { useChangePasswordMutation } from '../../profileQueries.ts'

const EMPTY: FormValues = { current_password: '', new_password: '' }
const toInput = (values: FormValues) => ({ ...EMPTY, ...values })

/** Change of the embedded IdP's password: the current one first; other sign-ins end. */
export function PasswordPanel() {
  const { t } = useFeatureTranslation()
  const message = useCallback((issue: SchemaIssue) => issueMessage(t, issue), [t])
  const form = useSchemaForm({ schema: ChangePasswordBodySchema, initial: EMPTY, toInput, message })
  const change = useChangePasswordMutation()
  const [done, setDone] = useState(false)
  const submit = () => {
    setDone(false)
    const body = form.validate()
    if (!body) return
    change.mutate(body as ChangePasswordBody, {
      onSuccess: () => {
        form.reset(EMPTY)
        setDone(true)
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(problemFieldErrors(error.problem))
      },
    })
  }
  return (
    <Panel title={t('company.profile.password')} testId="profile-password">
      <SubmitForm onSubmit={submit}>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('company.profile.currentPassword')}
            autoComplete="current-password"
            required
            {...form.text('current_password')}
            data-testid="password-current"
          />
          <PasswordInput
            label={t('company.profile.newPassword')}
            description={t('company.profile.newPasswordHint')}
            autoComplete="new-password"
            required
            {...form.text('new_password')}
            data-testid="password-new"
          />
          {done ? (
            <Alert color="green" role="status" data-testid="password-changed">
              {t('company.profile.passwordChanged')}
            </Alert>
          ) : null}
          <Button type="submit" loading={change.isPending} w="fit-content" data-testid="password-save">
            {t('company.profile.changePassword')}
          </Button>
        </Stack>
      </SubmitForm>
    </Panel>
  )
}
