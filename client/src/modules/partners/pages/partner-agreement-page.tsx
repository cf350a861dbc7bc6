// /partner/agreement: the partner agreement (offered when staff approve the partner): its terms in
// short, the PDF, and "tick and accept". Until it is accepted the partner's links earn nothing.
import { List, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { AgreementPanel } from '../../../shared/ui/agreement-panel';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { downloadPartnerAgreement, useAcceptPartnerAgreement, usePartnerAgreement } from '../hooks/use-partner-agreement';

export default function PartnerAgreementPage() {
  const intl = useIntl();
  const { agreement, loading, error } = usePartnerAgreement();
  const accept = useAcceptPartnerAgreement();
  const terms = agreement && {
    share: intl.formatNumber(agreement.shareBp / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
    commission: agreement.commissionPercent,
    days: agreement.attributionWindowDays,
    day: agreement.payoutDay,
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={intl.formatMessage({ id: 'partnerAgreement.title' })}
        description={intl.formatMessage({ id: 'partnerAgreement.lead' })}
      />
      {error ? (
        <LoadError error={error} />
      ) : (
        <AgreementPanel
          agreement={agreement}
          loading={loading}
          texts={{
            title: intl.formatMessage({ id: 'partnerAgreement.panelTitle' }),
            none: intl.formatMessage({ id: 'partnerAgreement.none' }),
            awaiting: intl.formatMessage({ id: 'partnerAgreement.awaiting' }, { version: agreement?.version ?? '' }),
            confirm: intl.formatMessage({ id: 'partnerAgreement.confirm' }, { version: agreement?.version ?? '' }),
            acceptedNotice: intl.formatMessage({ id: 'partnerAgreement.acceptedNotice' }),
          }}
          onDownload={() => downloadPartnerAgreement(agreement!)}
          onAccept={accept}
        >
          {terms && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {intl.formatMessage({ id: 'partnerAgreement.terms' })}
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>{intl.formatMessage({ id: 'partnerAgreement.terms.share' }, terms)}</List.Item>
                <List.Item>{intl.formatMessage({ id: 'partnerAgreement.terms.window' }, terms)}</List.Item>
                <List.Item>{intl.formatMessage({ id: 'partnerAgreement.terms.payout' }, terms)}</List.Item>
              </List>
            </Stack>
          )}
        </AgreementPanel>
      )}
    </Stack>
  );
}
