// /partner/objects: the partner's accommodation, each with its referral link and poster. Before the
// profile exists the partner is sent to fill it in first (objects belong to a profile).
import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { AgreementNotice } from '../components/agreement-notice';
import { NoProfileCard } from '../components/no-profile-card';
import { PartnerObjectCard } from '../components/partner-object-card';
import { PartnerStatusPanel } from '../components/partner-status-panel';
import { usePartnerObjects, usePartnerProfile } from '../hooks/use-partner';

export default function PartnerObjectsPage() {
  const intl = useIntl();
  const { profile, loading: profileLoading } = usePartnerProfile();
  const { objects, missingProfile, loading, error } = usePartnerObjects();
  const addButton = (
    <Button component={Link} to="/partner/objects/new">
      {intl.formatMessage({ id: 'partnerObjects.add' })}
    </Button>
  );

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={intl.formatMessage({ id: 'partnerObjects.title' })}
        description={intl.formatMessage({ id: 'partnerObjects.lead' })}
        actions={missingProfile || loading ? undefined : addButton}
      />
      {loading || profileLoading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={200} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : missingProfile ? (
        <NoProfileCard />
      ) : (
        <>
          {profile && profile.status !== 'APPROVED' && <PartnerStatusPanel status={profile.status} />}
          <AgreementNotice />
          {objects.length === 0 ? (
            <Card withBorder radius="md" padding="xl">
              <EmptyState
                title={intl.formatMessage({ id: 'partnerObjects.empty.title' })}
                description={intl.formatMessage({ id: 'partnerObjects.empty.text' })}
              >
                <EmptyState.Actions>{addButton}</EmptyState.Actions>
              </EmptyState>
            </Card>
          ) : (
            objects.map((object) => <PartnerObjectCard key={object.id} object={object} />)
          )}
        </>
      )}
    </Stack>
  );
}
