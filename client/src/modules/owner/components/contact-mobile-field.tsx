import type { Country } from '../../reference/hooks/use-countries';
import { PhoneNumberField } from '../../reference/components/phone-number-field';

/** The company's contact mobile: a calling code (`contactCountry`) and the number (`contactMobile`). */
export function ContactMobileField({ countries }: { countries: Country[] }) {
  return (
    <PhoneNumberField
      countries={countries}
      name="contactMobile"
      countryName="contactCountry"
      label="company.contactMobile"
      countryLabel="company.contactCountry"
      id="contact-mobile"
      required
    />
  );
}
