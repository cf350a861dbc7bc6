import { RegistrationLanding } from '../../accounts/components/registration-landing';

/** /register-accomodation: accommodation (object) owners register as sales partners. */
export default function RegisterAccommodationPage() {
  return (
    <RegistrationLanding
      kind="partner"
      title="registerAccommodation.title"
      lead="registerAccommodation.lead"
      benefits={[
        { title: 'registerAccommodation.benefit1.title', text: 'registerAccommodation.benefit1.text' },
        { title: 'registerAccommodation.benefit2.title', text: 'registerAccommodation.benefit2.text' },
        { title: 'registerAccommodation.benefit3.title', text: 'registerAccommodation.benefit3.text' },
      ]}
      steps={[
        { title: 'registerAccommodation.step1.title', text: 'registerAccommodation.step1.text' },
        { title: 'registerAccommodation.step2.title', text: 'registerAccommodation.step2.text' },
        { title: 'registerAccommodation.step3.title', text: 'registerAccommodation.step3.text' },
      ]}
      formTitle="registerAccommodation.formTitle"
      submitLabel="registerAccommodation.submit"
    />
  );
}
