import '../i18n/register.ts'
import { Alert, Anchor, Button, Select, Stack, Text } from '@mantine/core'
import type { DomainPreset } from '@portico/contracts'
import { IconArrowRight } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { FormSection } from '../../../shared/ui/FormSection.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import { useCartQuery } from '../../orders/queries.ts'
import { DomainSetupLines } from '../components/DomainSetupLines.tsx'
import { NameserversEditor } from '../components/NameserversEditor.tsx'
import { NoDomainsChosen } from '../components/NoDomainsChosen.tsx'
import { PresetContactsFields } from '../components/PresetContactsFields.tsx'
import { WizardNav } from '../components/WizardNav.tsx'
import { domainPaths } from '../domainPaths.ts'
import { type DomainSetup, periodOf, setupProblems } from '../domainSetup.ts'
import { useDomainPresetsQuery } from '../presetQueries.ts'
import { contactPaths } from '../settingsPaths.ts'
import { useDomainOrder } from '../useDomainOrder.ts'

/** A preset fills the name servers and the contacts; they stay editable. */
const withPreset = (setup: DomainSetup, preset: DomainPreset | undefined): DomainSetup =>
  preset
    ? {
        ...setup,
        preset_id: preset.id,
        nameservers: [...preset.nameservers],
        contacts: {
          registrant_id: preset.registrant_id ?? '',
          admin_id: preset.admin_id ?? '',
          tech_id: preset.tech_id ?? '',
          billing_id: preset.billing_id ?? '',
        },
      }
    : { ...setup, preset_id: null }

/**
 * /domains/setup: for the names chosen on the check page, a preset or the name servers and contacts,
 * and per name the period and a transfer's auth code; checked with the cart line's contract before
 * /domains/confirm.
 */
export default function DomainSetupPage() {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const { company, selection, setup, setSetup, offerOf } = useDomainOrder()
  const presets = useDomainPresetsQuery({ company: company ?? undefined }, Boolean(company))
  const [authCodes, setAuthCodes] = useState<Record<string, string>>(() =>
    Object.fromEntries(selection.items.map((i) => [i.domain, i.auth_code ?? ''])),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const cart = useCartQuery(company)
  // Names chosen right after their web hosting went into the cart (issue 26 item 13).
  const hosted = (cart.data?.items ?? [])
    .map((i) => i.subject)
    .filter((s): s is string => Boolean(s) && selection.items.some((i) => i.domain === s))

  const items = selection.items
  if (!company || !setup || items.length === 0)
    return (
      <>
        <PageHeader title={t('routes.domainsSetup')} />
        <NoDomainsChosen />
      </>
    )

  const change = (next: DomainSetup) => {
    setSetup(next)
    setErrors({})
  }
  const withCodes = items.map((i) =>
    i.action === 'transfer' ? { ...i, auth_code: authCodes[i.domain]?.trim() || null } : i,
  )
  const submit = () => {
    // A code given on the check page may be changed, not dropped (the TLD needs one then).
    const needsCode = (domain: string) => Boolean(items.find((i) => i.domain === domain)?.auth_code)
    const problems = setupProblems(withCodes, setup, (i) => needsCode(i.domain))
    if (problems.length) {
      const message = {
        required: t('domains.setup.registrantRequired'),
        authCode: t('domains.check.authCodeRequired'),
        invalid: t('domains.setup.invalid'),
      }
      return setErrors(Object.fromEntries(problems.map((p) => [p.field, message[p.code]])))
    }
    for (const item of withCodes) if (item.action === 'transfer') selection.add(item)
    navigate(domainPaths.confirm())
  }
  const unplaced = Object.keys(errors).filter(
    (k) => !/^(registrant_id|nameservers(\.\d+)?|auth_code\..+)$/.test(k),
  )

  return (
    <>
      <PageHeader title={t('routes.domainsSetup')} subtitle={t('domains.setup.intro')} />
      <SubmitForm className={formClass} onSubmit={submit}>
        <Stack gap="md" maw={880}>
          {hosted.length ? (
            <Alert color="blue" data-testid="setup-with-hosting">
              {t('domains.setup.withHosting', { names: hosted.join(', ') })}
            </Alert>
          ) : null}
          {Object.keys(errors).length ? (
            <Alert color="red" role="alert" data-testid="setup-error">
              {t('domains.setup.fix')}
              {unplaced.length ? ` (${unplaced.join(', ')})` : ''}
            </Alert>
          ) : null}
          <FormSection title={t('domains.setup.names')}>
            <DomainSetupLines
              items={items}
              offerOf={offerOf}
              periodOf={(item) => periodOf(setup, item, offerOf(item))}
              authCodes={authCodes}
              errors={errors}
              onPeriod={(domain, period) =>
                change({ ...setup, periods: { ...setup.periods, [domain]: period } })
              }
              onAuthCode={(domain, code) => {
                setAuthCodes({ ...authCodes, [domain]: code })
                setErrors({})
              }}
            />
          </FormSection>
          <FormSection title={t('domains.setup.preset')} hint={t('domains.setup.presetHint')}>
            <Select
              label={t('domains.setup.presetLabel')}
              placeholder={t('domains.setup.noPreset')}
              data={(presets.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={setup.preset_id}
              onChange={(id) =>
                change(
                  withPreset(
                    setup,
                    presets.data?.find((p) => p.id === id),
                  ),
                )
              }
              clearable
              style={{ maxWidth: 360 }}
              data-testid="setup-preset"
            />
          </FormSection>
          <FormSection title={t('domains.setup.nameservers')} hint={t('domains.setup.nameserversHint')}>
            <NameserversEditor
              value={setup.nameservers}
              errors={errors}
              onChange={(nameservers) => change({ ...setup, nameservers })}
              framed={false}
            />
          </FormSection>
          <FormSection title={t('domains.setup.contacts')} hint={t('domains.setup.contactsHint')}>
            <PresetContactsFields
              companyId={company}
              value={setup.contacts}
              errors={errors}
              onChange={(role, id) => change({ ...setup, contacts: { ...setup.contacts, [role]: id } })}
            />
            <Text size="sm" mt="sm">
              <Anchor component={Link} to={contactPaths.create()}>
                {t('domains.setup.newContact')}
              </Anchor>
            </Text>
          </FormSection>
          <WizardNav back={domainPaths.check()} backLabel={t('domains.setup.back')}>
            <Button
              type="submit"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              data-testid="setup-continue"
            >
              {t('domains.setup.continue')}
            </Button>
          </WizardNav>
        </Stack>
      </SubmitForm>
    </>
  )
}
