import '../i18n/register.ts'
import { useParams } from 'react-router'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { DocumentTemplateForm } from '../components/DocumentTemplateForm.tsx'
import { SettingsScreen } from '../components/SettingsScreen.tsx'
import { useDocumentTemplateQuery } from '../settingsQueries.ts'

/** /billing/settings/documents/:template, the template being a language (en, nl). */
export default function DocumentTemplatePage() {
  const { t } = useFeatureTranslation()
  const { template = '' } = useParams()
  const language = template === 'en' || template === 'nl' ? template : ''
  const query = useDocumentTemplateQuery(language)
  if (!language) return <ErrorView code={404} />
  return (
    <SettingsScreen
      title={t('billing.layout.title', { language: t(`languages.${language}`) })}
      query={query}
      loadingHeight={420}
    >
      {(data) => <DocumentTemplateForm template={data} />}
    </SettingsScreen>
  )
}
