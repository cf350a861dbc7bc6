import { Alert, Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isNotFound } from '../api/graphql-errors';

/** A screen whose data could not be read: gone (or someone else's), or a failure. */
export function LoadError({ error, back }: { error: unknown; back?: { to: string; label: string } }) {
  const intl = useIntl();
  const missing = isNotFound(error);
  return (
    <Alert color={missing ? 'sand' : 'red'} variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{intl.formatMessage({ id: missing ? 'load.notFound' : 'error.generic' })}</Text>
        {back && (
          <Button component={Link} to={back.to} variant="light" size="xs">
            {back.label}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
