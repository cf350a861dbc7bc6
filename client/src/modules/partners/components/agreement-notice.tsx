// While the partner agreement waits for acceptance: the links attribute nothing, say so where the
// partner looks at links and earnings, with the way to the agreement.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePartnerAgreement } from '../hooks/use-partner-agreement';

export function AgreementNotice() {
  const intl = useIntl();
  const { agreement } = usePartnerAgreement();
  if (!agreement || agreement.status === 'ACCEPTED') return null;
  return (
    <Alert
      color="terracotta"
      variant="light"
      title={intl.formatMessage({ id: 'partnerAgreement.notice.title' })}
      data-testid="agreement-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{intl.formatMessage({ id: 'partnerAgreement.notice.text' })}</Text>
        <Button component={Link} to="/partner/agreement" size="xs" color="terracotta">
          {intl.formatMessage({ id: 'partnerAgreement.notice.action' })}
        </Button>
      </Stack>
    </Alert>
  );
}
