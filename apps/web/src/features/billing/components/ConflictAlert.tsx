import { Alert, Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** 412: someone else saved first. Saving again would overwrite their change, so we offer theirs. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useFeatureTranslation()
  return (
    <Alert color="orange" title={t('billing.conflict.title')} role="alert" data-testid="form-conflict">
      {t('billing.conflict.text')}
      <div>
        <Button
          mt="sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReload}
          data-testid="form-reload"
        >
          {t('billing.conflict.reload')}
        </Button>
      </div>
    </Alert>
  )
}
