// The phone rule of common/phone.ts as a field validator: in a file of its own, so that the screens
// using the other validators (login) do not load libphonenumber-js's metadata.
import { phoneProblem } from '../../../../common/phone';
import type { Validator } from './validators';

/**
 * A phone number by the rule the server applies (common/phone.ts): read in the country chosen in
 * `countryField` (its calling code), else as Croatian. An optional phone may be left blank.
 */
export function phoneNumber({ required: isRequired, countryField }: { required: boolean; countryField?: string }): Validator {
  return (value, allValues) => {
    const country = countryField ? (allValues as Record<string, unknown> | undefined)?.[countryField] : undefined;
    const problem = phoneProblem(value, {
      required: isRequired,
      country: typeof country === 'string' && country !== '' ? country : undefined,
    });
    if (problem === 'REQUIRED') return 'validation.phone.required';
    return problem === 'INVALID' ? 'validation.phone.invalid' : undefined;
  };
}
