import type { Country } from '../../../reference/hooks/use-countries';
import { PhoneNumberField } from '../../../reference/components/phone-number-field';

/** The profile's phone number with its country code. */
export function PhoneField({ countries }: { countries: Country[] }) {
  return (
    <PhoneNumberField
      countries={countries}
      name="phone"
      countryName="phoneCountry"
      label="profile.phone"
      countryLabel="profile.phoneCountry"
      id="phone-number"
    />
  );
}
