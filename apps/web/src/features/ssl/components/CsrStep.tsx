import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core'
import { validatedDomainOf } from '@portico/contracts'
import { IconKey } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { saveText } from '../csr.ts'

export type CsrMode = 'generate' | 'paste'

type Props = {
  names: string[]
  mode: CsrMode
  onMode: (mode: CsrMode) => void
  csr: string
  onCsr: (csr: string) => void
  privateKey: string | null
  onGenerate: () => void
  errors: Record<string, string>
}

/** The CSR: made in this browser (the private key stays here, to be saved) or pasted. */
export function CsrStep({ names, mode, onMode, csr, onCsr, privateKey, onGenerate, errors }: Props) {
  const { t } = useFeatureTranslation()
  const fieldError = (key: string) => errors[key] || undefined
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('ssl.order.csr')}
      </Title>
      <Radio.Group
        value={mode}
        onChange={(value) => onMode(value as CsrMode)}
        mb="sm"
        data-testid="certificate-csr-mode"
      >
        <Stack gap={6}>
          <Radio value="generate" label={t('ssl.order.csrGenerate')} />
          <Radio value="paste" label={t('ssl.order.csrPaste')} data-testid="certificate-csr-paste" />
        </Stack>
      </Radio.Group>
      {mode === 'generate' ? (
        <Stack gap="xs">
          <Group>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={onGenerate}
              disabled={!names[0]}
              data-testid="certificate-generate"
            >
              {t('ssl.order.generateButton')}
            </Button>
          </Group>
          {privateKey ? (
            <Alert color="green" data-testid="certificate-key-made">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('ssl.order.csrGenerated')}</Text>
                <Button
                  size="xs"
                  onClick={() => saveText(`${validatedDomainOf(names[0] ?? 'certificate')}.key`, privateKey)}
                  data-testid="certificate-save-key"
                >
                  {t('ssl.order.saveKey')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {fieldError('csr') ? (
            <Text size="sm" c="red" role="alert">
              {errors.csr}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Textarea
          label={t('ssl.order.csrLabel')}
          value={csr}
          error={fieldError('csr')}
          autosize
          minRows={6}
          ff="monospace"
          onChange={(e) => onCsr(e.currentTarget.value)}
          data-testid="certificate-csr"
        />
      )}
    </Paper>
  )
}
