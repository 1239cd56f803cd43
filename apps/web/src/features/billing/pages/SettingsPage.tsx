import '../i18n/register.ts'
import { PaymentAccountPanel } from '../../payments/components/PaymentAccountPanel.tsx'
import { DunningPanel } from '../components/DunningPanel.tsx'
import { SettingsForm } from '../components/SettingsForm.tsx'
import { SettingsScreen } from '../components/SettingsScreen.tsx'
import { useBillingSettingsQuery } from '../settingsQueries.ts'

/** /billing/settings. */
export default function SettingsPage() {
  return (
    <SettingsScreen query={useBillingSettingsQuery()} loadingHeight={480}>
      {(settings) => (
        <>
          <SettingsForm settings={settings} />
          <DunningPanel />
          <PaymentAccountPanel />
        </>
      )}
    </SettingsScreen>
  )
}
