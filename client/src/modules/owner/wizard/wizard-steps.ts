// The steps of the provider wizard, from the business entity to the preview, and where each one is.

export type WizardStep = 'company' | 'brand' | 'services' | 'offers' | 'calendar' | 'photogallery' | 'preview';

export const WIZARD_STEPS: readonly WizardStep[] = ['company', 'brand', 'services', 'offers', 'calendar', 'photogallery', 'preview'];

/**
 * The wizard path of a step for a brand and (once created) a service. The Services step of a
 * service already created opens it again (/add/{brandId}/service/{serviceId}) rather than a new one.
 */
export function wizardPath(step: WizardStep, brandId: number, serviceId?: number): string {
  if (step === 'company') return '/add/company';
  if (step === 'brand') return '/add/brand';
  if (serviceId === undefined) return `/add/${brandId}/service/new`;
  if (step === 'services') return `/add/${brandId}/service/${serviceId}`;
  if (step === 'calendar') return `/add/${brandId}/service/${serviceId}/seasons`;
  if (step === 'preview') return `/${brandId}/service/${serviceId}/preview`;
  return `/add/${brandId}/service/${serviceId}/${step}`;
}

/** Where the provider has got to: a step opens only once what it belongs to exists. */
export interface WizardPlace {
  brandId?: number;
  serviceId?: number;
}

/** The path a click on a step of the bar leads to, or null while that step cannot be opened yet. */
export function stepTarget(step: WizardStep, { brandId, serviceId }: WizardPlace): string | null {
  if (step === 'company' || step === 'brand') return wizardPath(step, 0);
  if (brandId === undefined) return null;
  if (step === 'services') return wizardPath(step, brandId, serviceId);
  if (serviceId === undefined) return null;
  return wizardPath(step, brandId, serviceId);
}

export function nextStep(step: WizardStep): WizardStep | undefined {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1];
}

export function previousStep(step: WizardStep): WizardStep | undefined {
  const index = WIZARD_STEPS.indexOf(step);
  return index > 0 ? WIZARD_STEPS[index - 1] : undefined;
}
