import { Alert, Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { isApiError } from '../api/ApiError.ts'
import './i18n/register.ts'
import { useFeatureTranslation } from './featureTranslations.ts'

/** 412: someone saved first. Saving again would overwrite their change, so we offer the latest version. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useFeatureTranslation()
  return (
    <Alert color="orange" title={t('ui.conflict.title')} role="alert" data-testid="form-conflict">
      {t('ui.conflict.text')}
      <div>
        <Button
          mt="sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReload}
          data-testid="form-reload"
        >
          {t('ui.conflict.reload')}
        </Button>
      </div>
    </Alert>
  )
}

/** The conflict alert while a save mutation's error is a 412; the reload also clears that failed save. */
export function SaveConflictAlert({
  save,
  onReload,
}: {
  save: { error: unknown; reset: () => void }
  onReload: () => void
}) {
  if (!isApiError(save.error) || save.error.status !== 412) return null
  return (
    <ConflictAlert
      onReload={() => {
        save.reset()
        onReload()
      }}
    />
  )
}
