// The provider's cooperation agreement in the dashboard (the shared agreement panel with the provider's
// texts): before the first service is sent it says when it comes.
import { useIntl } from 'react-intl';
import { AgreementPanel as SharedAgreementPanel } from '../../../shared/ui/agreement-panel';
import { downloadAgreement, useAcceptAgreement, useOwnerAgreement } from '../hooks/use-agreement';

export function AgreementPanel() {
  const intl = useIntl();
  const { agreement, loading } = useOwnerAgreement();
  const accept = useAcceptAgreement();
  return (
    <SharedAgreementPanel
      agreement={agreement}
      loading={loading}
      texts={{
        title: intl.formatMessage({ id: 'agreement.title' }),
        none: intl.formatMessage({ id: 'agreement.none' }),
        awaiting: agreement
          ? intl.formatMessage(
              { id: 'agreement.awaiting' },
              { version: agreement.version, commission: agreement.commissionPercent, vat: agreement.commissionVatPercent },
            )
          : '',
        confirm: intl.formatMessage({ id: 'agreement.confirm' }, { version: agreement?.version ?? '' }),
        acceptedNotice: intl.formatMessage({ id: 'agreement.acceptedNotice' }),
      }}
      onDownload={() => downloadAgreement(agreement!)}
      onAccept={accept}
    />
  );
}
