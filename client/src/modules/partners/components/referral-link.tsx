// An object's referral link: shown in full, copied with one click (the button says so, and assistive
// technology hears it), for messages, the website or the booking confirmation.
import { Button, CopyButton, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';

export function ReferralLink({ url, objectName }: { url: string; objectName: string }) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {intl.formatMessage({ id: 'partnerObjects.link' })}
      </Text>
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Text
          ff="monospace"
          size="sm"
          flex={1}
          miw={0}
          px="sm"
          py={6}
          bg="sand.1"
          style={{ overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-sm)', alignSelf: 'center' }}
          data-testid="referral-url"
        >
          {url}
        </Text>
        <CopyButton value={url} timeout={2500}>
          {({ copied, copy }) => (
            <>
              <Button
                onClick={copy}
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'olive' : 'sea'}
                miw={96}
                aria-label={intl.formatMessage({ id: 'partnerObjects.copyLabel' }, { object: objectName })}
              >
                {intl.formatMessage({ id: copied ? 'partnerObjects.copied' : 'partnerObjects.copy' })}
              </Button>
              <VisuallyHidden role="status">{copied ? intl.formatMessage({ id: 'partnerObjects.copiedStatus' }) : ''}</VisuallyHidden>
            </>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
