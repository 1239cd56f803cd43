import '../i18n/register.ts'
import { Alert, Grid, Skeleton, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { fetchBlob, saveBlob } from '../../../shared/api/download.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PdfPreview } from '../../../shared/ui/PdfPreview.tsx'
import { DirectDebitNotice } from '../../payments/components/DirectDebitNotice.tsx'
import { BillingError } from '../components/BillingError.tsx'
import { CreditNotice } from '../components/CreditNotice.tsx'
import { DocumentActions } from '../components/DocumentActions.tsx'
import { DocumentDetails } from '../components/DocumentDetails.tsx'
import { DocumentEditor } from '../components/DocumentEditor.tsx'
import { DocumentTitle } from '../components/DocumentTitle.tsx'
import { PaymentsPanel } from '../components/PaymentsPanel.tsx'
import { billingPaths } from '../paths.ts'
import { useDocumentPdfQuery, useDocumentQuery } from '../queries.ts'
import { useBillingSettingsQuery } from '../settingsQueries.ts'

/** /billing/document/:document: the document, its PDF, the actions of its state; ?edit=1 edits a draft. */
export default function DocumentPage() {
  const { t } = useFeatureTranslation()
  const { document: id = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const doc = useDocumentQuery(id)
  const editing = params.get('edit') === '1' && doc.data?.status === 'draft'
  const settings = useBillingSettingsQuery(editing)
  const pdf = useDocumentPdfQuery(id, editing ? undefined : doc.data?.version)
  const [downloadFailed, setDownloadFailed] = useState(false)
  if (doc.isPending) return <Skeleton height={480} />
  if (doc.isError) return <BillingError error={doc.error} onRetry={() => void doc.refetch()} />
  const current = doc.data
  if (editing) {
    if (!settings.data) return <Skeleton height={480} />
    return (
      <>
        <DocumentTitle document={current} />
        <DocumentEditor
          key={current.id}
          document={current}
          settings={settings.data}
          onSaved={() => navigate(billingPaths.view(current.id))}
          onCancel={() => navigate(billingPaths.view(current.id))}
        />
      </>
    )
  }
  const fileName = `${current.number ?? `draft-${current.id.slice(0, 8)}`}.pdf`
  const download = async () => {
    setDownloadFailed(false)
    try {
      saveBlob(
        pdf.data ?? (await fetchBlob(`/api/v1/billing/documents/${current.id}/pdf`, 'application/pdf')),
        fileName,
      )
    } catch {
      setDownloadFailed(true)
    }
  }
  const title = current.number
    ? `${t(`billing.kinds.${current.kind}`)} ${current.number}`
    : t('billing.view.draftTitle', { kind: t(`billing.kinds.${current.kind}`) })
  return (
    <>
      <DocumentTitle
        document={current}
        actions={<DocumentActions key={current.id} document={current} onDownload={() => void download()} />}
      />
      {downloadFailed ? (
        <Alert color="red" role="alert" mb="md">
          {t('billing.view.downloadFailed')}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <Stack>
            <CreditNotice document={current} />
            <DirectDebitNotice document={current} side="billing" />
            <DocumentDetails document={current} linkTo={billingPaths.view} />
            <PaymentsPanel document={current} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <Title order={2} fz="h4" mb="sm">
            {current.status === 'draft' ? t('billing.view.previewDraft') : t('billing.view.preview')}
          </Title>
          {pdf.isError ? (
            <Alert color="orange" role="alert">
              {t('billing.view.previewFailed')}
            </Alert>
          ) : (
            <PdfPreview blob={pdf.data} label={title} failedText={t('billing.view.previewFailed')} />
          )}
        </Grid.Col>
      </Grid>
    </>
  )
}
