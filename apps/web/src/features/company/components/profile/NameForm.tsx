import { Alert, Button, Group, TextInput } from '@mantine/core'
import { UpdateMeBodySchema } from '@portico/contracts'
import { useCallback, useState } from 'react'
import { isApiError } from '../../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { problemFieldErrors, type SchemaIssue } from '../../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../../shared/ui/issueMessage.ts'
import { SubmitForm } from '../../../../shared/ui/SubmitForm.tsx'
import { type FormValues, useSchemaForm } from '../../../../shared/ui/useSchemaForm.ts'
import { useRenameMutation } from '../../profileQueries.ts'

const toInput = (values: FormValues) => ({ display_name: values.display_name ?? '' })

/** The user's own name (embedded IdP only: an external IdP sends it with every token). */
export function NameForm({ name }: { name: string }) {
  const { t } = useFeatureTranslation()
  const message = useCallback((issue: SchemaIssue) => issueMessage(t, issue), [t])
  const form = useSchemaForm({
    schema: UpdateMeBodySchema,
    initial: { display_name: name },
    toInput,
    message,
  })
  const rename = useRenameMutation()
  const [saved, setSaved] = useState(false)
  const submit = () => {
    setSaved(false)
    const body = form.validate()
    if (!body?.display_name) return
    rename.mutate(body.display_name, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        if (isApiError(error)) form.setErrors(problemFieldErrors(error.problem))
      },
    })
  }
  return (
    <SubmitForm onSubmit={submit} data-testid="profile-name-form">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('company.profile.name')}
          required
          maw={360}
          style={{ flex: 1 }}
          {...form.text('display_name')}
          data-testid="profile-name"
        />
        <Button type="submit" loading={rename.isPending} data-testid="profile-name-save">
          {t('company.profile.saveName')}
        </Button>
      </Group>
      {saved ? (
        <Alert color="green" role="status" mt="sm" data-testid="profile-name-saved">
          {t('company.profile.nameSaved')}
        </Alert>
      ) : null}
    </SubmitForm>
  )
}
