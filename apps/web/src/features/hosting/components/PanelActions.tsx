import { Alert, Anchor, Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core'
import { type HostingAccountDetail, HostingPasswordInputSchema } from '@portico/contracts'
import { IconExternalLink, IconKey, IconPackage } from '@tabler/icons-react'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { validationText } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { useHostingFormat } from '../format.ts'
import { useHostingOffersQuery, useWebHostingAction } from '../queries.ts'

const problem = (error: unknown) => {
  if (!isApiError(error)) return String(error)
  const field = error.problem?.errors?.[0]
  return field ? validationText(field.message) : (error.problem?.detail ?? error.message)
}

/** The customer's actions on an active account: open the control panel (single sign-on), set its password, change its package. */
export function PanelActions({ account }: { account: HostingAccountDetail }) {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const action = useWebHostingAction(account.id)
  const offers = useHostingOffersQuery(account.company_id)
  const [dialog, setDialog] = useState<'password' | 'package' | null>(null)
  const [password, setPassword] = useState('')
  const [productId, setProductId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [opened, setOpened] = useState<string | null>(null)
  const close = () => {
    setDialog(null)
    setError(null)
    action.reset()
  }

  const openPanel = async () => {
    // The tab is opened at the click (a popup blocker lets that through) and sent on when the URL is known.
    const tab = window.open('', '_blank')
    try {
      const result = (await action.mutateAsync({ kind: 'login' })) as { url: string }
      if (tab) {
        // The panel gets no handle on the portal's window.
        tab.opener = null
        tab.location.href = result.url
      }
      setOpened(result.url)
    } catch (e) {
      tab?.close()
      setDone(problem(e))
    }
  }
  const savePassword = async () => {
    const parsed = HostingPasswordInputSchema.safeParse({ password })
    const issue = parsed.success ? undefined : parsed.error.issues[0]
    if (issue) return setError(issueMessage(t, issue))
    try {
      await action.mutateAsync({ kind: 'password', password })
      setDone(t('hosting.view.passwordDone'))
      setPassword('')
      close()
    } catch (e) {
      setError(problem(e))
    }
  }
  const savePackage = async () => {
    if (!productId) return
    try {
      await action.mutateAsync({ kind: 'package', product_id: productId })
      setDone(t('hosting.view.packageDone'))
      close()
    } catch (e) {
      setError(problem(e))
    }
  }
  const choices = (offers.data ?? [])
    .filter((o) => o.code !== account.package)
    .map((o) => ({ value: o.product_id, label: format.language === 'nl' ? o.name_nl : o.name_en }))

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          leftSection={<IconExternalLink size={16} aria-hidden />}
          onClick={() => void openPanel()}
          loading={action.isPending && action.variables?.kind === 'login'}
          data-testid="webhosting-open-panel"
        >
          {t('hosting.view.openPanel')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setDialog('password')}
          data-testid="webhosting-password"
        >
          {t('hosting.view.password')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPackage size={16} aria-hidden />}
          onClick={() => setDialog('package')}
          disabled={choices.length === 0}
          data-testid="webhosting-change-package"
        >
          {t('hosting.view.changePackage')}
        </Button>
      </Group>
      {opened ? (
        <Text size="sm" data-testid="webhosting-panel-opened">
          {t('hosting.view.panelOpened')}{' '}
          <Anchor href={opened} target="_blank" rel="noopener noreferrer" data-testid="webhosting-panel-link">
            {t('hosting.view.panelLink')}
          </Anchor>
        </Text>
      ) : null}
      {done ? (
        <Alert
          color="blue"
          data-testid="webhosting-action-done"
          withCloseButton
          onClose={() => setDone(null)}
        >
          {done}
        </Alert>
      ) : null}
      <FormDialog
        opened={dialog === 'password'}
        onClose={close}
        title={t('hosting.view.password')}
        actionLabel={t('hosting.view.passwordSave')}
        cancelLabel={t('hosting.view.cancel')}
        onSubmit={(event) => {
          event.preventDefault()
          void savePassword()
        }}
        busy={action.isPending}
        testId="webhosting-password"
      >
        <PasswordInput
          label={t('hosting.view.passwordLabel')}
          description={t('hosting.view.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
          autoComplete="new-password"
          data-testid="webhosting-password-input"
        />
      </FormDialog>
      <FormDialog
        opened={dialog === 'package'}
        onClose={close}
        title={t('hosting.view.changePackage')}
        actionLabel={t('hosting.view.packageSave')}
        cancelLabel={t('hosting.view.cancel')}
        onSubmit={(event) => {
          event.preventDefault()
          void savePackage()
        }}
        busy={action.isPending}
        actionDisabled={!productId}
        testId="webhosting-package"
      >
        <Select
          label={t('hosting.view.packageLabel')}
          description={t('hosting.view.packageHint')}
          data={choices}
          value={productId}
          onChange={setProductId}
          error={error}
          data-testid="webhosting-package-select"
        />
      </FormDialog>
    </Stack>
  )
}
