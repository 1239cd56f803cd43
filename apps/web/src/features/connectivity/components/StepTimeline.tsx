import { Text, Timeline } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useConnectivityFormat } from '../format.ts'

export type Step = { key: string; label: string; at: string | null; note?: string | null }

/** Steps of a delivery or a port, in order: those reached with their moment, the rest "not yet". */
export function StepTimeline({ steps, testId }: { steps: Step[]; testId: string }) {
  const { t } = useFeatureTranslation()
  const format = useConnectivityFormat()
  const reached = steps.filter((s) => s.at).length
  return (
    <Timeline active={reached - 1} bulletSize={14} lineWidth={2} data-testid={testId}>
      {steps.map((step) => (
        <Timeline.Item
          key={step.key}
          title={step.label}
          data-testid={`${testId}-step`}
          data-step={step.key}
          data-reached={step.at ? 'true' : 'false'}
        >
          <Text size="xs" c="dimmed">
            {step.at ? format.moment(step.at) : t('connectivity.internet.lines.pending')}
          </Text>
          {step.note ? <Text size="xs">{step.note}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  )
}
