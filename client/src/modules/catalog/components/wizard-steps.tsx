// Where a provider is in the /add wizard: Services, Offers, Calendar, Photogallery, Preview.
// Steps after Services link to their screens once the service exists.
import { Stepper } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

export type WizardStep = 'services' | 'offers' | 'calendar' | 'photogallery' | 'preview';

const STEPS: WizardStep[] = ['services', 'offers', 'calendar', 'photogallery', 'preview'];

/** The wizard path of a step for a brand and (once created) a service. */
export function wizardPath(step: WizardStep, brandId: number, serviceId?: number): string {
  if (step === 'services' || serviceId === undefined) return `/add/${brandId}/service/new`;
  if (step === 'calendar') return `/add/${brandId}/service/${serviceId}/seasons`;
  if (step === 'preview') return `/${brandId}/service/${serviceId}/preview`;
  return `/add/${brandId}/service/${serviceId}/${step}`;
}

export function WizardSteps({ active, brandId, serviceId }: { active: WizardStep; brandId: number; serviceId?: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Stepper
      active={STEPS.indexOf(active)}
      size="sm"
      mb="xl"
      allowNextStepsSelect={serviceId !== undefined}
      onStepClick={(index) => navigate(wizardPath(STEPS[index], brandId, serviceId))}
      aria-label={intl.formatMessage({ id: 'wizard.label' })}
    >
      {STEPS.map((step) => (
        <Stepper.Step key={step} label={intl.formatMessage({ id: `wizard.step.${step}` })} />
      ))}
    </Stepper>
  );
}
