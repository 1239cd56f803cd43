import '../i18n/register.ts'
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { CertificateDetails } from '../components/CertificateDetails.tsx'
import { CertificateValidations } from '../components/CertificateValidations.tsx'
import { RevokeDialog } from '../components/RevokeDialog.tsx'
import { generateCsr, saveText } from '../csr.ts'
import { STATUS_COLORS } from '../format.ts'
import { downloadCertificate, useCertificateAction, useCertificateQuery } from '../queries.ts'

/** /domains/certificates/view/:certificate: status, validation per name, download, reissue, revoke. */
export default function CertificatePage() {
  const { t } = useFeatureTranslation()
  const id = useParams().certificate ?? ''
  const query = useCertificateQuery(id)
  const action = useCertificateAction(id)
  const [revoking, setRevoking] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const certificate = query.data

  if (query.isError)
    return <QueryError message={t('ssl.view.loadError')} onRetry={() => void query.refetch()} />
  if (!certificate) return <Skeleton h={240} />
  const names = [certificate.common_name, ...certificate.sans]
  const download = async () => {
    setBusy('download')
    try {
      const file = await downloadCertificate(id)
      saveText(file.filename, file.pem)
    } finally {
      setBusy(null)
    }
  }
  const reissue = async () => {
    setBusy('reissue')
    try {
      const made = await generateCsr(names)
      saveText(`${certificate.common_name.replace('*', 'wildcard')}.key`, made.privateKey)
      await action.mutateAsync({ kind: 'reissue', csr: made.csr })
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      <PageHeader
        title={certificate.common_name}
        subtitle={
          <Group gap="xs">
            <StatusBadge
              status={certificate.status}
              colors={STATUS_COLORS}
              label={t(`ssl.status.${certificate.status}`)}
              testId="certificate-status"
            />
            <SandboxTag mode={certificate.authority} size="sm" />
          </Group>
        }
        actions={
          certificate.status === 'issued' ? (
            <Group gap="xs">
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={busy === 'download'}
                onClick={() => void download()}
                data-testid="certificate-download"
              >
                {t('ssl.view.download')}
              </Button>
              <Button
                variant="default"
                loading={busy === 'reissue'}
                disabled={certificate.reissuing}
                onClick={() => void reissue()}
                data-testid="certificate-reissue"
              >
                {t('ssl.view.reissue')}
              </Button>
              <Button
                variant="light"
                color="red"
                onClick={() => {
                  setReason(t('ssl.view.revokeDefault'))
                  setRevoking(true)
                }}
                data-testid="certificate-revoke"
              >
                {t('ssl.view.revoke')}
              </Button>
            </Group>
          ) : undefined
        }
      />
      <Stack gap="md">
        {certificate.error ? (
          <Alert color="red" data-testid="certificate-error">
            {t('ssl.view.error', { error: certificate.error })}
          </Alert>
        ) : null}
        {certificate.status === 'awaiting_order' ? (
          <Alert color="blue">{t('ssl.view.awaiting')}</Alert>
        ) : null}
        {action.error ? <Alert color="red">{action.error.message}</Alert> : null}
        <CertificateDetails certificate={certificate} names={names} />
        <CertificateValidations certificate={certificate} action={action} />
      </Stack>
      <RevokeDialog
        opened={revoking}
        onClose={() => setRevoking(false)}
        reason={reason}
        onReason={setReason}
        pending={action.isPending}
        onConfirm={() => action.mutate({ kind: 'revoke', reason }, { onSuccess: () => setRevoking(false) })}
      />
    </>
  )
}
