import '../i18n/register.ts'
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { SslValidation } from '@portico/contracts'
import { IconDownload, IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Fact } from '../../../shared/ui/Fact.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { generateCsr, saveText } from '../csr.ts'
import { STATUS_COLORS, useSslFormat } from '../format.ts'
import { downloadCertificate, useCertificateAction, useCertificateQuery } from '../queries.ts'

/** One name's validation: its state and what to publish, with the one-click record for a portal zone. */
function ValidationRow({
  validation,
  adding,
  onAddRecord,
}: {
  validation: SslValidation
  adding: boolean
  onAddRecord: () => void
}) {
  const { t } = useFeatureTranslation()
  const color = { pending: 'yellow', valid: 'green', failed: 'red' }[validation.status]
  return (
    <Paper withBorder p="sm" data-testid="certificate-validation" data-name={validation.name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {validation.name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {t(`ssl.method.${validation.method}`)}
          </Badge>
          <Badge variant="dot" color={color} data-testid="validation-status" data-status={validation.status}>
            {t(`ssl.validationStatus.${validation.status}`)}
          </Badge>
        </Group>
      </Group>
      {validation.status === 'pending' && validation.dns ? (
        <Stack gap={6} mt="xs">
          <Text size="sm">{t('ssl.view.publish')}</Text>
          <Code block data-testid="validation-dns">
            {`${validation.dns.fqdn}. TXT "${validation.dns.value}"`}
          </Code>
          {validation.zone_in_portal ? (
            <Group>
              <Button size="xs" loading={adding} onClick={onAddRecord} data-testid="validation-add-record">
                {t('ssl.view.addRecord')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
      {validation.status === 'pending' && validation.method === 'email' && validation.email ? (
        <Text size="sm" mt="xs">
          {t('ssl.view.emailSent', { email: validation.email })}
        </Text>
      ) : null}
      {validation.status === 'pending' && validation.file ? (
        <Stack gap={6} mt="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('ssl.view.fileAt', { url: validation.file.url })}
          </Text>
          <Code block>{validation.file.content}</Code>
        </Stack>
      ) : null}
    </Paper>
  )
}

/** /domains/certificates/view/:certificate: status, validation per name, download, reissue, revoke. */
export default function CertificatePage() {
  const { t } = useFeatureTranslation()
  const format = useSslFormat()
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
  const waiting = certificate.status === 'pending' || certificate.reissuing
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
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('ssl.view.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label={t('ssl.view.product')} value={format.name(certificate)} />
            <Fact label={t('ssl.view.names')} value={names.join(', ')} />
            <Fact label={t('ssl.view.authority')} value={certificate.authority} />
            <Fact label={t('ssl.view.validFrom')} value={format.day(certificate.not_before)} />
            <Fact
              label={t('ssl.view.validUntil')}
              value={format.day(certificate.not_after)}
              testId="certificate-not-after"
            />
            <Fact label={t('ssl.view.subscriptionEnd')} value={format.day(certificate.subscription_end)} />
            <Fact label={t('ssl.view.serial')} value={certificate.serial ?? '–'} />
            <Fact label={t('ssl.view.fingerprint')} value={certificate.fingerprint ?? '–'} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h4">
              {t('ssl.view.validations')}
            </Title>
            {waiting ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={action.isPending && action.variables?.kind === 'check'}
                onClick={() => action.mutate({ kind: 'check' })}
                data-testid="certificate-check"
              >
                {t('ssl.view.check')}
              </Button>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {certificate.reissuing ? t('ssl.view.reissuing') : t('ssl.view.validationsHint')}
          </Text>
          <Stack gap="xs">
            {certificate.validations.map((validation) => (
              <ValidationRow
                key={validation.name}
                validation={validation}
                adding={
                  action.isPending &&
                  action.variables?.kind === 'dns-record' &&
                  action.variables.name === validation.name
                }
                onAddRecord={() => action.mutate({ kind: 'dns-record', name: validation.name })}
              />
            ))}
          </Stack>
        </Paper>
      </Stack>
      <Modal opened={revoking} onClose={() => setRevoking(false)} title={t('ssl.view.revokeTitle')}>
        <Stack>
          <TextInput
            label={t('ssl.view.revokeReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="certificate-revoke-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(false)}>
              {t('ssl.view.cancel')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              disabled={reason.trim() === ''}
              onClick={() =>
                action.mutate({ kind: 'revoke', reason }, { onSuccess: () => setRevoking(false) })
              }
              data-testid="certificate-revoke-confirm"
            >
              {t('ssl.view.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
