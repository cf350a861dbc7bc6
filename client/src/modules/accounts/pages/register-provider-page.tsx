import { RegistrationLanding } from '../components/registration-landing';

/** /register-partners: service providers (brand owners) register; data-processing terms required. */
export default function RegisterProviderPage() {
  return (
    <RegistrationLanding
      kind="owner"
      title="registerProvider.title"
      lead="registerProvider.lead"
      benefits={[
        { title: 'registerProvider.benefit1.title', text: 'registerProvider.benefit1.text' },
        { title: 'registerProvider.benefit2.title', text: 'registerProvider.benefit2.text' },
        { title: 'registerProvider.benefit3.title', text: 'registerProvider.benefit3.text' },
      ]}
      steps={[
        { title: 'registerProvider.step1.title', text: 'registerProvider.step1.text' },
        { title: 'registerProvider.step2.title', text: 'registerProvider.step2.text' },
        { title: 'registerProvider.step3.title', text: 'registerProvider.step3.text' },
      ]}
      formTitle="registerProvider.formTitle"
      submitLabel="registerProvider.submit"
    />
  );
}
