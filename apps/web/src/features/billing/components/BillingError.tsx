import { errorStatus } from '../../../shared/api/ApiError.ts'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'

/** A failed load: 404 (or a malformed id) and 403 get their error page, anything else a retry. */
export function BillingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useFeatureTranslation()
  const status = errorStatus(error)
  if (status === 404 || status === 400) return <ErrorView code={404} />
  if (status === 403) return <ErrorView code={403} />
  return <QueryError message={t('errors.500.text')} onRetry={onRetry} />
}
