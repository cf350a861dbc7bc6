import { Group, Input, TextInput } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../shared/forms/field-error';
import { required } from '../../../shared/forms/validators';

const validateName = required('validation.name.required');

/** First and last name side by side, with one message for the pair ("Please enter your first and last name."). */
export function NameFields() {
  const intl = useIntl();
  const first = useField<string>('firstName', { validate: validateName });
  const last = useField<string>('lastName', { validate: validateName });
  const firstError = fieldError(first.meta, intl);
  const lastError = fieldError(last.meta, intl);
  const error = firstError ?? lastError;

  return (
    <Input.Wrapper error={error} errorProps={{ id: 'name-error' }}>
      <Group grow align="flex-start" gap="sm">
        <TextInput
          {...first.input}
          label={intl.formatMessage({ id: 'register.firstName' })}
          withAsterisk
          autoComplete="given-name"
          error={Boolean(firstError)}
          aria-describedby={firstError ? 'name-error' : undefined}
          miw={0}
        />
        <TextInput
          {...last.input}
          label={intl.formatMessage({ id: 'register.lastName' })}
          withAsterisk
          autoComplete="family-name"
          error={Boolean(lastError)}
          aria-describedby={lastError ? 'name-error' : undefined}
          miw={0}
        />
      </Group>
    </Input.Wrapper>
  );
}
