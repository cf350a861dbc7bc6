// One of the partner's objects: what and where it is, its referral link with the copy button, its
// poster in both languages, and edit or archive.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useNotify } from '../../../shared/ui/use-notify';
import { useArchivePartnerObject, type PartnerObject } from '../hooks/use-partner';
import { PosterButtons } from './poster-buttons';
import { ReferralLink } from './referral-link';

export function PartnerObjectCard({ object }: { object: PartnerObject }) {
  const intl = useIntl();
  const notify = useNotify();
  const archive = useArchivePartnerObject();
  const [confirming, setConfirming] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const facts = [
    intl.formatMessage({ id: `partnerObject.kind.${object.kind}` }),
    object.beds == null ? null : intl.formatMessage({ id: 'partnerObjects.beds' }, { beds: object.beds }),
  ].filter(Boolean);

  async function confirmArchive() {
    setArchiving(true);
    try {
      await archive(object.id);
      notify.success({ id: 'partnerObjects.archived', values: { object: object.name } });
    } catch {
      notify.error({ id: 'error.generic' });
    } finally {
      setArchiving(false);
      setConfirming(false);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`object-${object.id}`} data-testid="partner-object">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Title order={2} size="h4" id={`object-${object.id}`} style={{ overflowWrap: 'anywhere' }}>
              {object.name}
            </Title>
            <Text size="sm" c="dimmed">
              {facts.join(' · ')}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {object.address}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/partner/objects/${object.id}`}
              variant="default"
              size="xs"
              aria-label={intl.formatMessage({ id: 'partnerObjects.editLabel' }, { object: object.name })}
            >
              {intl.formatMessage({ id: 'partnerObjects.edit' })}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => setConfirming(true)}
              aria-label={intl.formatMessage({ id: 'partnerObjects.archiveLabel' }, { object: object.name })}
            >
              {intl.formatMessage({ id: 'partnerObjects.archive' })}
            </Button>
          </Group>
        </Group>
        <ReferralLink url={object.referralUrl} objectName={object.name} />
        <PosterButtons object={object} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={intl.formatMessage({ id: 'partnerObjects.archiveTitle' }, { object: object.name })}
        text={intl.formatMessage({ id: 'partnerObjects.archiveText' })}
        confirmLabel={intl.formatMessage({ id: 'partnerObjects.archive' })}
        working={archiving}
        onConfirm={() => void confirmArchive()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
