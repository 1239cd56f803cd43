import { Button, Group } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import type { Icon } from '@tabler/icons-react'
import {
  IconArrowBackUp,
  IconCash,
  IconCheck,
  IconDownload,
  IconFileInvoice,
  IconMail,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { notify } from '../../../shared/ui/notify.ts'
import { billingPaths, newIdempotencyKey } from '../paths.ts'
import { useConvertMutation, useDeleteDraftMutation, useIssueMutation } from '../queries.ts'
import { ActionButton } from './ActionButton.tsx'
import { CreditNoteDialog } from './CreditNoteDialog.tsx'
import { PaymentDialog } from './PaymentDialog.tsx'
import { SendDialog } from './SendDialog.tsx'

type Open = null | 'issue' | 'delete' | 'convert' | 'send' | 'payment' | 'credit'
const PAYABLE = ['issued', 'sent', 'partially_paid']

/** What staff can do with a document in its state; an issued document only gets new documents. */
export function DocumentActions({
  document: doc,
  onDownload,
}: {
  document: BillingDocument
  onDownload: () => void
}) {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const [open, setOpen] = useState<Open>(null)
  // A fresh key per confirmation: a double click or a retry of this one issue cannot issue twice.
  const [key, setKey] = useState(newIdempotencyKey)
  const issue = useIssueMutation()
  const remove = useDeleteDraftMutation()
  const convert = useConvertMutation()
  const show = (which: Open) => {
    setKey(newIdempotencyKey())
    issue.reset()
    remove.reset()
    convert.reset()
    setOpen(which)
  }
  const close = () => setOpen(null)
  const draft = doc.status === 'draft'
  const openQuote = doc.kind === 'quote' && ['issued', 'sent'].includes(doc.status)
  const button = (which: NonNullable<Open>, label: string, icon: Icon, variant = 'default') => (
    <ActionButton name={which} icon={icon} variant={variant} onClick={() => show(which)}>
      {label}
    </ActionButton>
  )
  const failure = (error: Error | null) =>
    error ? t('billing.actions.failed', { message: error.message }) : null

  return (
    <Group gap="xs" data-testid="document-actions">
      <ActionButton name="download" icon={IconDownload} onClick={onDownload}>
        {t('billing.actions.download')}
      </ActionButton>
      {draft ? (
        <>
          <Button
            component={Link}
            to={billingPaths.edit(doc.id)}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            data-testid="action-edit"
          >
            {t('billing.actions.edit')}
          </Button>
          {button('delete', t('billing.actions.delete'), IconTrash)}
          {button('issue', t('billing.actions.issue'), IconCheck, 'filled')}
        </>
      ) : null}
      {!draft && (doc.kind !== 'quote' || openQuote) && doc.status !== 'credited'
        ? button('send', t('billing.actions.send'), IconMail)
        : null}
      {doc.kind === 'invoice' && PAYABLE.includes(doc.status) && doc.balance_minor > 0
        ? button('payment', t('billing.actions.payment'), IconCash)
        : null}
      {doc.kind === 'invoice' && !draft && doc.status !== 'credited'
        ? button('credit', t('billing.actions.credit'), IconArrowBackUp)
        : null}
      {doc.kind === 'quote' && doc.status === 'accepted' && !doc.converted_invoice_id
        ? button('convert', t('billing.actions.convert'), IconFileInvoice, 'filled')
        : null}

      <ConfirmDialog
        opened={open === 'issue'}
        title={t('billing.actions.issueTitle', { kind: t(`billing.kinds.${doc.kind}`) })}
        message={t('billing.actions.issueText')}
        confirmLabel={t('billing.actions.issue')}
        color="blue.8"
        loading={issue.isPending}
        error={failure(issue.error)}
        onConfirm={() =>
          issue.mutate(
            { id: doc.id, key },
            {
              onSuccess: (issued) => {
                notify(
                  t('billing.notices.issued', {
                    kind: t(`billing.kinds.${doc.kind}`),
                    number: issued.number,
                  }),
                )
                close()
              },
            },
          )
        }
        onClose={close}
      />
      <ConfirmDialog
        opened={open === 'delete'}
        title={t('billing.actions.deleteTitle')}
        message={t('billing.actions.deleteText')}
        confirmLabel={t('billing.actions.delete')}
        loading={remove.isPending}
        error={failure(remove.error)}
        onConfirm={() => remove.mutate(doc.id, { onSuccess: () => navigate(billingPaths.list(doc.kind)) })}
        onClose={close}
      />
      <ConfirmDialog
        opened={open === 'convert'}
        title={t('billing.actions.convertTitle')}
        message={t('billing.actions.convertText')}
        confirmLabel={t('billing.actions.convert')}
        color="blue.8"
        loading={convert.isPending}
        error={failure(convert.error)}
        onConfirm={() =>
          convert.mutate(
            { id: doc.id, key },
            {
              onSuccess: (invoice) => {
                close()
                navigate(billingPaths.view(invoice.id))
              },
            },
          )
        }
        onClose={close}
      />
      {open === 'send' ? <SendDialog document={doc} onClose={close} /> : null}
      {open === 'payment' ? <PaymentDialog document={doc} onClose={close} /> : null}
      {open === 'credit' ? (
        <CreditNoteDialog
          document={doc}
          onClose={close}
          onCreated={(note) => {
            close()
            navigate(billingPaths.view(note.id))
          }}
        />
      ) : null}
    </Group>
  )
}
