// Where a provider is in the /add wizard: Services, Offers, Calendar, Photogallery, Preview.
// Steps after Services link to their screens once the service exists.
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

export type WizardStep = 'services' | 'offers' | 'calendar' | 'photogallery' | 'preview';

const STEPS: WizardStep[] = ['services', 'offers', 'calendar', 'photogallery', 'preview'];

/**
 * The wizard path of a step for a brand and (once created) a service. The Services step of a
 * service already created opens it again (/add/{brandId}/service/{serviceId}) rather than a new one.
 */
export function wizardPath(step: WizardStep, brandId: number, serviceId?: number): string {
  if (serviceId === undefined) return `/add/${brandId}/service/new`;
  if (step === 'services') return `/add/${brandId}/service/${serviceId}`;
  if (step === 'calendar') return `/add/${brandId}/service/${serviceId}/seasons`;
  if (step === 'preview') return `/${brandId}/service/${serviceId}/preview`;
  return `/add/${brandId}/service/${serviceId}/${step}`;
}

/** On phones only the current step is named, so the five steps fit on one line. */
const NARROW = '(max-width: 48em)';

export function WizardSteps({ active, brandId, serviceId }: { active: WizardStep; brandId: number; serviceId?: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const current = STEPS.indexOf(active);
  return (
    <Stepper
      active={current}
      size="sm"
      mb={narrow ? 'md' : 'xl'}
      allowNextStepsSelect={serviceId !== undefined}
      onStepClick={(index) => navigate(wizardPath(STEPS[index], brandId, serviceId))}
      aria-label={intl.formatMessage({ id: 'wizard.label' })}
      iconSize={narrow ? 30 : undefined}
      styles={narrow ? { separator: { marginInline: 4 }, stepBody: { marginInlineStart: 6 } } : undefined}
    >
      {STEPS.map((step, index) => {
        const label = intl.formatMessage({ id: `wizard.step.${step}` });
        return (
          <Stepper.Step
            key={step}
            label={!narrow || index === current ? label : undefined}
            aria-label={label}
          />
        );
      })}
    </Stepper>
  );
}
