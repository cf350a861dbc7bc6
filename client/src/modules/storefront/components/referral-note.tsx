// "Recommended by {object}": a discreet line on the storefront's pages while the guest's partner
// referral (the object whose link or poster they followed) is in force. Nothing without one.
import { Box, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useReferral } from '../../../shared/api/referral';

export function ReferralNote() {
  const intl = useIntl();
  const referral = useReferral();
  if (!referral) return null;
  return (
    <Box bg="sand.0" px={{ base: 'md', sm: 'lg' }} py={6} style={{ borderBottom: '1px solid var(--mantine-color-sand-2)' }}>
      <Group gap={6} justify="center" wrap="nowrap" maw={1360} mx="auto">
        <Text span size="sm" aria-hidden="true" c="terracotta.8">
          ★
        </Text>
        <Text size="sm" c="dark.6" data-testid="referral-note" style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage({ id: 'referral.recommendedBy' }, { object: referral.objectName })}
        </Text>
      </Group>
    </Box>
  );
}
