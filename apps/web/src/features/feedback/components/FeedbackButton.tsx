import { Affix, Button, Notification } from '@mantine/core'
import { IconBug, IconCheck } from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SETTINGS } from '../../../shared/config/settings.ts'

const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx'))

/** Spec 1: the "Report a Bug" button, docked in the footer band; the dialog loads on first use. */
export function FeedbackButton() {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [thanked, setThanked] = useState(false)

  useEffect(() => {
    if (!thanked) return
    const timer = setTimeout(() => setThanked(false), SETTINGS.feedbackSuccessMs)
    return () => clearTimeout(timer)
  }, [thanked])

  return (
    <>
      {thanked ? (
        <Affix position={{ bottom: 64, right: 16 }} zIndex={150}>
          <Notification
            icon={<IconCheck size={18} aria-hidden />}
            color="teal"
            withCloseButton={false}
            role="status"
            data-testid="feedback-success"
          >
            {t('feedback.success')}
          </Notification>
        </Affix>
      ) : null}
      <Button
        size="compact-md"
        leftSection={<IconBug size={18} aria-hidden />}
        radius="xl"
        onClick={() => {
          setLoaded(true)
          setOpened(true)
        }}
        data-testid="feedback-button"
        style={{ flexShrink: 0 }}
      >
        {t('feedback.button')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            opened={opened}
            onClose={() => setOpened(false)}
            onSent={() => {
              setOpened(false)
              setThanked(true)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
