import { Alert, Select, Text, TextInput } from '@mantine/core'
import { type InviteUserBody, InviteUserBodySchema } from '@portico/contracts'
import { MEMBERSHIP_ROLES } from '@portico/domain'
import { type FormEvent, useCallback, useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { problemFieldErrors, type SchemaIssue } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { type FormValues, useSchemaForm } from '../../../shared/ui/useSchemaForm.ts'
import { useInviteUserMutation } from '../queries.ts'

const EMPTY: FormValues = { email: '', display_name: '', role: 'member' }
const toInput = (values: FormValues) => ({
  email: values.email?.trim() ?? '',
  display_name: values.display_name?.trim() ?? '',
  role: values.role,
})

/** Invite by e-mail with a membership role, validated by InviteUserBodySchema. */
export function InviteDialog({
  companyId,
  opened,
  onClose,
}: {
  companyId: string
  opened: boolean
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  const message = useCallback((issue: SchemaIssue) => issueMessage(t, issue), [t])
  const form = useSchemaForm({ schema: InviteUserBodySchema, initial: EMPTY, toInput, message })
  const invite = useInviteUserMutation(companyId)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const close = () => {
    form.reset(EMPTY)
    invite.reset()
    setSentTo(null)
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = form.validate()
    if (!body) return
    invite.mutate(body as InviteUserBody, {
      onSuccess: (user) => {
        setSentTo(user.email ?? body.email)
        form.reset(EMPTY)
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(problemFieldErrors(error.problem))
      },
    })
  }
  return (
    <FormDialog
      title={t('company.users.inviteTitle')}
      opened={opened}
      onClose={close}
      onSubmit={submit}
      alerts={[invite.isError && t('company.users.failed', { message: invite.error.message })]}
      actionLabel={t('company.users.send')}
      testId="invite"
      busy={invite.isPending}
      cancelLabel={t('common.close')}
    >
      <Text size="sm" c="dimmed">
        {t('company.users.inviteHelp')}
      </Text>
      {sentTo ? (
        <Alert color="green" role="status" data-testid="invite-sent">
          {t('company.users.invitedDone', { email: sentTo })}
        </Alert>
      ) : null}
      <TextInput
        label={t('company.users.email')}
        type="email"
        required
        {...form.text('email')}
        data-testid="invite-email"
      />
      <TextInput
        label={t('company.users.display_name')}
        required
        {...form.text('display_name')}
        data-testid="invite-name"
      />
      <Select
        label={t('company.users.role')}
        data={MEMBERSHIP_ROLES.map((role) => ({ value: role, label: t(`company.users.roles.${role}`) }))}
        {...form.select('role')}
        allowDeselect={false}
        data-testid="invite-role"
      />
    </FormDialog>
  )
}
