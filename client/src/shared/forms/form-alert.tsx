import { Alert } from '@mantine/core';

/** The form-level message of a refused submit (what no field can show). */
export function FormAlert({ error }: { error: unknown }) {
  if (typeof error !== 'string') return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  );
}
