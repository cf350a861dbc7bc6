import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIntl } from 'react-intl';

export type OnboardingStep = 'company' | 'brand' | 'services';

const STEPS: OnboardingStep[] = ['company', 'brand', 'services'];

/** Where a new provider is before the service wizard: Business entity, Brand, Services. */
export function OnboardingSteps({ active }: { active: OnboardingStep }) {
  const intl = useIntl();
  // On phones only the current step is named, so the steps fit on one line.
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const current = STEPS.indexOf(active);
  return (
    <Stepper
      active={current}
      size="sm"
      allowNextStepsSelect={false}
      aria-label={intl.formatMessage({ id: 'onboarding.label' })}
      iconSize={narrow ? 30 : undefined}
      styles={narrow ? { separator: { marginInline: 4 }, stepBody: { marginInlineStart: 6 } } : undefined}
    >
      {STEPS.map((step, index) => {
        const label = intl.formatMessage({ id: `onboarding.step.${step}` });
        return <Stepper.Step key={step} label={!narrow || index === current ? label : undefined} aria-label={label} />;
      })}
    </Stepper>
  );
}
