import { Anchor, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useOrderTermsQuery } from '../queries.ts'

/**
 * "Read the terms and conditions" beside the cart's checkbox: the provider's terms in the reader's
 * language (else the other one) in a dialog, so the cart stays as it is. Nothing when none are written.
 */
export function TermsLink() {
  const { t, i18n } = useFeatureTranslation()
  const terms = useOrderTermsQuery()
  const [open, setOpen] = useState(false)
  const own = i18n.language === 'nl' ? terms.data?.terms_nl : terms.data?.terms_en
  const text = own ?? terms.data?.terms_en ?? terms.data?.terms_nl
  if (!text) return null
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
        data-testid="cart-terms-read"
      >
        {t('orders.cart.termsRead')}
      </Anchor>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('orders.cart.termsTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="sm" data-testid="cart-terms-text">
          {text.split(/\n\s*\n/).map((paragraph, i) => (
            // Paragraphs of one fixed text: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the text does not change while shown
            <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Modal>
    </>
  )
}
