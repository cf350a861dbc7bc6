import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { AuthFrame } from '../components/auth-frame';
import { CheckEmail } from '../components/check-email';
import { RegistrationForm } from '../components/registration-form';

/** /register: a guest (customer) account; activated through the emailed link. */
export default function RegisterPage() {
  const intl = useIntl();
  const [registered, setRegistered] = useState<string | null>(null);
  const title = intl.formatMessage({ id: 'register.title' });
  usePageTitle(title);

  return (
    <AuthFrame title={title} subtitle={registered ? undefined : intl.formatMessage({ id: 'register.subtitle' })}>
      {registered ? (
        <CheckEmail email={registered} text="checkEmail.activation" />
      ) : (
        <>
          <RegistrationForm kind="customer" submitLabel="register.submit" onRegistered={setRegistered} />
          <Text size="sm" c="dimmed" ta="center">
            {intl.formatMessage({ id: 'register.haveAccount' })}{' '}
            <Anchor component={Link} to="/login" fw={600} size="sm">
              {intl.formatMessage({ id: 'register.toLogin' })}
            </Anchor>
          </Text>
        </>
      )}
    </AuthFrame>
  );
}
