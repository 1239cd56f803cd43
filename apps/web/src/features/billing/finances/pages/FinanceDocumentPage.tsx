import '../i18n/register.ts'
import { Alert, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconDownload, IconX } from '@tabler/icons-react'
import { useCallback, useState } from 'react'
import { useParams } from 'react-router'
import { fetchBlob, saveBlob } from '../../../../shared/api/download.ts'
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx'
import { ErrorView } from '../../../../shared/ui/ErrorView.tsx'
import { useFeatureTranslation } from '../../../../shared/ui/featureTranslations.ts'
import { PdfPreview } from '../../../../shared/ui/PdfPreview.tsx'
import { DirectDebitNotice } from '../../../payments/components/DirectDebitNotice.tsx'
import { PaymentReturn } from '../../../payments/components/PaymentReturn.tsx'
import { PayNow } from '../../../payments/components/PayNow.tsx'
import { ActionButton } from '../../components/ActionButton.tsx'
import { BillingError } from '../../components/BillingError.tsx'
import { DocumentDetails } from '../../components/DocumentDetails.tsx'
import { DocumentTitle } from '../../components/DocumentTitle.tsx'
import { useBillingFormat } from '../../format.ts'
import { financePaths } from '../paths.ts'
import {
  financePdfPath,
  useFinanceDocumentQuery,
  useFinancePdfQuery,
  useQuoteDecisionMutation,
} from '../queries.ts'

/** /finances/invoices/:invoice and /finances/quotes/:quote: the document, its PDF, a decision on a quote. */
export default function FinanceDocumentPage() {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const { invoice, quote } = useParams()
  const id = invoice ?? quote ?? ''
  const doc = useFinanceDocumentQuery(id)
  const pdf = useFinancePdfQuery(id, doc.data?.version)
  const decide = useQuoteDecisionMutation()
  const [asking, setAsking] = useState<null | 'accept' | 'decline'>(null)
  const [downloadFailed, setDownloadFailed] = useState(false)
  const refetch = useCallback(() => void doc.refetch(), [doc.refetch])
  if (doc.isPending) return <Skeleton height={480} />
  if (doc.isError) return <BillingError error={doc.error} onRetry={() => void doc.refetch()} />
  const current = doc.data
  // A quote under /finances/invoices (or the other way round) is not found there.
  if ((current.kind === 'quote') !== Boolean(quote)) return <ErrorView code={404} />
  const today = new Date().toISOString().slice(0, 10)
  const open =
    current.kind === 'quote' &&
    ['issued', 'sent'].includes(current.status) &&
    (!current.valid_until || current.valid_until >= today)
  const title = `${t(`billing.kinds.${current.kind}`)} ${current.number ?? ''}`
  const download = async () => {
    setDownloadFailed(false)
    try {
      saveBlob(
        pdf.data ?? (await fetchBlob(financePdfPath(current.id), 'application/pdf')),
        `${current.number ?? current.id}.pdf`,
      )
    } catch {
      setDownloadFailed(true)
    }
  }
  const actions = (
    <Group gap="xs">
      <ActionButton name="download" icon={IconDownload} onClick={() => void download()}>
        {t('billing.actions.download')}
      </ActionButton>
      {open ? (
        <>
          <ActionButton name="decline" icon={IconX} onClick={() => setAsking('decline')}>
            {t('finances.quote.decline')}
          </ActionButton>
          <ActionButton name="accept" icon={IconCheck} color="teal.9" onClick={() => setAsking('accept')}>
            {t('finances.quote.accept')}
          </ActionButton>
        </>
      ) : null}
    </Group>
  )
  return (
    <>
      <DocumentTitle document={current} actions={actions} />
      <PaymentReturn onPaid={refetch} />
      <DirectDebitNotice document={current} side="finances" fallback={<PayNow document={current} />} />
      {downloadFailed ? (
        <Alert color="red" role="alert" mb="md">
          {t('billing.view.downloadFailed')}
        </Alert>
      ) : null}
      {open ? (
        <Alert color="blue" mb="md" data-testid="quote-open">
          {t('finances.quote.open', { date: format.date(current.valid_until) })}
        </Alert>
      ) : null}
      {current.kind === 'quote' && (current.status === 'accepted' || current.status === 'declined') ? (
        <Alert color={current.status === 'accepted' ? 'green' : 'gray'} mb="md" data-testid="quote-decided">
          {t(`finances.quote.${current.status}`)}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <DocumentDetails
            document={current}
            linkTo={(related) =>
              related === current.original_id ? financePaths.view('invoice', related) : null
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('billing.view.preview')}
            </Title>
            {pdf.isError ? (
              <Text c="dimmed">{t('billing.view.previewFailed')}</Text>
            ) : (
              <PdfPreview blob={pdf.data} label={title} failedText={t('billing.view.previewFailed')} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking === 'accept' ? 'finances.quote.acceptTitle' : 'finances.quote.declineTitle')}
        message={t(asking === 'accept' ? 'finances.quote.acceptText' : 'finances.quote.declineText')}
        confirmLabel={t(asking === 'accept' ? 'finances.quote.accept' : 'finances.quote.decline')}
        color={asking === 'accept' ? 'teal.9' : 'red.9'}
        loading={decide.isPending}
        error={decide.error ? t('billing.actions.failed', { message: decide.error.message }) : null}
        onConfirm={() =>
          asking && decide.mutate({ id: current.id, decision: asking }, { onSuccess: () => setAsking(null) })
        }
        onClose={() => {
          decide.reset()
          setAsking(null)
        }}
      />
    </>
  )
}
