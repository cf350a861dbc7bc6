// Name and email of the person writing: every public inquiry form starts with them.
import { SimpleGrid } from '@mantine/core';
import { TextField } from '../../../shared/forms/text-field';
import { all, emailFormat, required } from '../../../shared/forms/validators';

const validateName = required('validation.name.required');
const validateEmail = all(required('validation.email.required'), emailFormat('validation.email.format'));

export function SenderFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField name="name" label="inquiry.name" validate={validateName} autoComplete="name" />
      <TextField name="email" type="email" label="login.email" validate={validateEmail} autoComplete="email" />
    </SimpleGrid>
  );
}
