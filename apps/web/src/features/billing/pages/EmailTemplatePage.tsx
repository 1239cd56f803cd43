import '../i18n/register.ts'
import { Skeleton } from '@mantine/core'
import { useParams } from 'react-router'
import { ErrorView } from '../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { BillingError } from '../components/BillingError.tsx'
import { EmailTemplateForm } from '../components/EmailTemplateForm.tsx'
import { SettingsNav } from '../components/SettingsNav.tsx'
import { useEmailTemplateQuery } from '../settingsQueries.ts'

const TEMPLATE = /^(invoice|quote|credit_note|reminder)-(en|nl)$/

/** /billing/settings/emails/:template, the template being `${key}-${language}`, e.g. invoice-nl. */
export default function EmailTemplatePage() {
  const { t } = useFeatureTranslation()
  const { template = '' } = useParams()
  const [, key = '', language = ''] = TEMPLATE.exec(template) ?? []
  const query = useEmailTemplateQuery(key, language)
  if (!key) return <ErrorView code={404} />
  return (
    <>
      <PageHeader
        title={t('billing.templates.title', {
          template: t(`billing.templates.keys.${key}`),
          language: t(`languages.${language}`),
        })}
      />
      <SettingsNav />
      {query.isPending ? (
        <Skeleton height={420} />
      ) : query.isError ? (
        <BillingError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <EmailTemplateForm template={query.data} />
      )}
    </>
  )
}
