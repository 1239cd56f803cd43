import { Alert, Checkbox, Image, Text, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { SETTINGS } from '../../../shared/config/settings.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { captureScreenshot } from '../captureScreenshot.ts'
import { checkFeedback, type FeedbackField, raceTimeout, sendFailure, TIMED_OUT } from '../feedbackForm.ts'
import { useCreateFeedbackMutation } from '../queries.ts'

type Props = { opened: boolean; onClose: () => void; onSent: () => void }

const FIELD_LABELS: Record<FeedbackField, string> = {
  name: 'feedback.name',
  email: 'feedback.email',
  message: 'feedback.message',
}

/** Spec 1, 5, 8, 9: the feedback dialog with name, e-mail, message and an optional screenshot. */
export default function FeedbackDialog({ opened, onClose, onSent }: Props) {
  const { t } = useTranslation()
  const user = useAuth((state) => state.user)
  const [name, setName] = useState(user.display_name)
  const [email, setEmail] = useState(user.email ?? '')
  const [message, setMessage] = useState('')
  const [screenshot, setScreenshot] = useState<string | null>(null)
  const [capturing, setCapturing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const create = useCreateFeedbackMutation()
  const rules = { requireName: SETTINGS.feedbackRequireName, requireEmail: SETTINGS.feedbackRequireEmail }

  const toggleScreenshot = async (checked: boolean) => {
    setError(null)
    if (!checked) return setScreenshot(null)
    setCapturing(true)
    try {
      setScreenshot(await captureScreenshot())
    } catch (captureError) {
      console.error('Screenshot failed', captureError)
      setError(t('feedback.screenshotFailed'))
    } finally {
      setCapturing(false)
    }
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const check = checkFeedback({ name, email, message, screenshot }, rules, window.location.href)
    if (!check.ok) {
      setError(
        check.reason === 'emptyMessage'
          ? t('feedback.emptyMessage')
          : `${t('feedback.required')}${check.missing.map((field) => t(FIELD_LABELS[field])).join(', ')}`,
      )
      return
    }
    setError(null)
    try {
      const result = await raceTimeout(create.mutateAsync(check.body), SETTINGS.feedbackSendTimeoutMs)
      if (result === TIMED_OUT) return setError(t('feedback.timeout'))
      setMessage('')
      setScreenshot(null)
      onSent()
    } catch (sendError) {
      setError(t(sendFailure(sendError) === 'forbidden' ? 'feedback.forbidden' : 'feedback.failed'))
    }
  }

  return (
    <FormDialog
      title={t('feedback.title')}
      opened={opened}
      onClose={onClose}
      size="lg"
      centered={false}
      onSubmit={(event) => void submit(event)}
      actionLabel={create.isPending ? t('feedback.sending') : t('feedback.submit')}
      testId="feedback"
      busy={create.isPending}
      actionDisabled={capturing}
      cancelLabel={t('common.cancel')}
      gap="sm"
    >
      <Text size="sm" c="dimmed">
        {t('feedback.intro')}
      </Text>
      <TextInput
        label={t('feedback.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        required={rules.requireName}
        autoComplete="name"
        maxLength={200}
      />
      <TextInput
        label={t('feedback.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        required={rules.requireEmail}
        autoComplete="email"
      />
      <Textarea
        label={t('feedback.message')}
        placeholder={t('feedback.messagePlaceholder')}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        required
        autosize
        minRows={4}
        maxLength={10_000}
        data-autofocus
      />
      <Checkbox
        label={t('feedback.screenshot')}
        checked={screenshot !== null || capturing}
        disabled={capturing}
        onChange={(event) => void toggleScreenshot(event.currentTarget.checked)}
        data-testid="feedback-screenshot"
      />
      {screenshot ? (
        <Image src={screenshot} alt={t('feedback.screenshot')} radius="sm" mah={180} fit="contain" />
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid="feedback-error">
          {error}
        </Alert>
      ) : null}
    </FormDialog>
  )
}
