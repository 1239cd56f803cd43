import '../i18n/register.ts'
import { useParams } from 'react-router'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { EmailTemplateForm } from '../components/EmailTemplateForm.tsx'
import { SettingsScreen } from '../components/SettingsScreen.tsx'
import { useEmailTemplateQuery } from '../settingsQueries.ts'

const TEMPLATE = /^(invoice|quote|credit_note|reminder)-(en|nl)$/

/** /billing/settings/emails/:template, the template being `${key}-${language}`, e.g. invoice-nl. */
export default function EmailTemplatePage() {
  const { t } = useFeatureTranslation()
  const { template = '' } = useParams()
  const [, key = '', language = ''] = TEMPLATE.exec(template) ?? []
  const query = useEmailTemplateQuery(key, language)
  if (!key) return <ErrorView code={404} />
  const title = t('billing.templates.title', {
    template: t(`billing.templates.keys.${key}`),
    language: t(`languages.${language}`),
  })
  return (
    <SettingsScreen title={title} query={query} loadingHeight={420}>
      {(data) => <EmailTemplateForm template={data} />}
    </SettingsScreen>
  )
}
