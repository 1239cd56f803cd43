import '../i18n/register.ts'
import { Skeleton } from '@mantine/core'
import { useParams } from 'react-router'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { BillingError } from '../components/BillingError.tsx'
import { DocumentTemplateForm } from '../components/DocumentTemplateForm.tsx'
import { SettingsNav } from '../components/SettingsNav.tsx'
import { useDocumentTemplateQuery } from '../settingsQueries.ts'

/** /billing/settings/documents/:template, the template being a language (en, nl). */
export default function DocumentTemplatePage() {
  const { t } = useFeatureTranslation()
  const { template = '' } = useParams()
  const language = template === 'en' || template === 'nl' ? template : ''
  const query = useDocumentTemplateQuery(language)
  if (!language) return <ErrorView code={404} />
  return (
    <>
      <PageHeader title={t('billing.layout.title', { language: t(`languages.${language}`) })} />
      <SettingsNav />
      {query.isPending ? (
        <Skeleton height={420} />
      ) : query.isError ? (
        <BillingError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DocumentTemplateForm template={query.data} />
      )}
    </>
  )
}
