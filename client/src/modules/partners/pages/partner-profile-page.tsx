// /partner/profile: the partner's business and payout details, and where staff's check stands.
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormSkeleton } from '../../../shared/ui/form-skeleton';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotify } from '../../../shared/ui/use-notify';
import { useAuth } from '../../accounts/hooks/use-auth';
import { PartnerProfileForm } from '../components/partner-profile-form';
import { PartnerStatusPanel } from '../components/partner-status-panel';
import { usePartnerProfile } from '../hooks/use-partner';

export default function PartnerProfilePage() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { profile, loading, error } = usePartnerProfile();

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={intl.formatMessage({ id: 'partnerProfile.title' })}
        description={intl.formatMessage({ id: 'partnerProfile.lead' })}
      />
      {loading ? (
        <FormSkeleton sections={2} />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <>
          <PartnerStatusPanel status={profile?.status ?? null} />
          <PartnerProfileForm
            key={profile?.id ?? 'new'}
            profile={profile}
            accountEmail={user?.email}
            onSaved={() => {
              notify.success({ id: profile ? 'partnerProfile.saved' : 'partnerProfile.created' });
              if (!profile) void navigate('/partner/objects');
            }}
          />
        </>
      )}
    </Stack>
  );
}
