// One step bar on every page of the wizard: Business entity, Brand, Services, Offers, Calendar,
// Photogallery, Preview. A step links to its screen once what it belongs to exists.
import { Stepper, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { stepTarget, WIZARD_STEPS, type WizardPlace, type WizardStep } from './wizard-steps';

/** On phones only the current step is named on screen, so the seven steps fit on one line. */
const NARROW = '(max-width: 48em)';

interface WizardStepsProps extends WizardPlace {
  /** None on the welcome page, before the first step. */
  active?: WizardStep;
}

export function WizardSteps({ active, brandId, serviceId }: WizardStepsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const current = active ? WIZARD_STEPS.indexOf(active) : -1;
  return (
    <Stepper
      active={current}
      size="sm"
      mb={narrow ? 'md' : 'xl'}
      onStepClick={(index) => {
        const target = stepTarget(WIZARD_STEPS[index], { brandId, serviceId });
        if (target) void navigate(target);
      }}
      aria-label={intl.formatMessage({ id: 'wizard.label' })}
      // Labels under the icons keep the seven steps on one line.
      labelPosition="bottom"
      wrap={false}
      iconSize={narrow ? 28 : 32}
      styles={{ separator: { marginInline: narrow ? 2 : 4 }, stepLabel: { textAlign: 'center' } }}
    >
      {WIZARD_STEPS.map((step, index) => {
        const label = intl.formatMessage({ id: `wizard.step.${step}` });
        // The button's name is what it shows (number and label); a hidden label keeps the name on phones.
        const shown = !narrow || index === current;
        return (
          <Stepper.Step
            key={step}
            label={shown ? label : <VisuallyHidden>{label}</VisuallyHidden>}
            allowStepSelect={index !== current && stepTarget(step, { brandId, serviceId }) !== null}
            aria-current={index === current ? 'step' : undefined}
            data-testid={`wizard-step-${step}`}
          />
        );
      })}
    </Stepper>
  );
}
