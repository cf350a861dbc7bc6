import { Group, Input } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../../shared/forms/field-error';
import { DecimalField } from '../../../../shared/forms/decimal-field';
import { serviceRules } from './validators';

/** Minimum and maximum number of people side by side, with one message for the pair. */
export function PeopleFields() {
  const intl = useIntl();
  const min = useField<string>('minPeople', {
    validate: serviceRules.minPeople,
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const max = useField<string>('maxPeople', {
    validate: serviceRules.maxPeople,
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = fieldError(min.meta, intl) ?? fieldError(max.meta, intl);
  return (
    <Input.Wrapper error={error} errorProps={{ role: 'alert' }}>
      <Group grow gap="sm" align="flex-start">
        <DecimalField name="minPeople" label="service.minPeople" integer required errorShownElsewhere />
        <DecimalField name="maxPeople" label="service.maxPeople" integer required errorShownElsewhere />
      </Group>
    </Input.Wrapper>
  );
}
