// The provider's cooperation agreement in the dashboard: its state, the PDF to download, and
// "tick and accept" for the version shown. Before the first service is sent it says when it comes.
import { Alert, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';
import { downloadAgreement, useAcceptAgreement, useOwnerAgreement } from '../hooks/use-agreement';

export function AgreementPanel() {
  const intl = useIntl();
  const titleId = useId();
  const { agreement, loading } = useOwnerAgreement();
  const accept = useAcceptAgreement();
  const [ticked, setTicked] = useState(false);
  const [working, setWorking] = useState<'accept' | 'download' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [justAccepted, setJustAccepted] = useState(false);

  if (loading) return <Skeleton height={120} radius="md" />;

  async function run(kind: 'accept' | 'download', work: () => Promise<unknown>) {
    setWorking(kind);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setProblem(failure instanceof ApiError && failure.status < 500 ? failure.message : intl.formatMessage({ id: 'error.generic' }));
      return false;
    } finally {
      setWorking(null);
    }
  }

  const accepted = agreement?.status === 'ACCEPTED';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} id="agreement" data-testid="agreement-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {intl.formatMessage({ id: 'agreement.title' })}
          </Title>
          {agreement && (
            <Badge color={accepted ? 'olive' : 'terracotta'} variant="light" data-testid="agreement-status">
              {intl.formatMessage({ id: accepted ? 'agreement.status.ACCEPTED' : 'agreement.status.AWAITING_ACCEPTANCE' })}
            </Badge>
          )}
        </Group>
        {!agreement ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'agreement.none' })}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {accepted
                ? intl.formatMessage(
                    { id: 'agreement.accepted' },
                    { version: agreement.version, date: intl.formatDate(agreement.acceptedAt!, { dateStyle: 'long' }) },
                  )
                : intl.formatMessage(
                    { id: 'agreement.awaiting' },
                    { version: agreement.version, commission: agreement.commissionPercent, vat: agreement.commissionVatPercent },
                  )}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                loading={working === 'download'}
                onClick={() => void run('download', () => downloadAgreement(agreement))}
              >
                {intl.formatMessage({ id: 'agreement.download' })}
              </Button>
            </Group>
            {!accepted && (
              <Stack gap="xs" align="flex-start">
                <Checkbox
                  checked={ticked}
                  onChange={(event) => setTicked(event.currentTarget.checked)}
                  label={intl.formatMessage({ id: 'agreement.confirm' }, { version: agreement.version })}
                />
                <Button
                  color="terracotta"
                  disabled={!ticked}
                  loading={working === 'accept'}
                  onClick={() =>
                    void run('accept', () => accept(agreement.version)).then((done) => {
                      if (!done) return;
                      setJustAccepted(true);
                    })
                  }
                >
                  {intl.formatMessage({ id: 'agreement.accept' })}
                </Button>
              </Stack>
            )}
            {accepted && justAccepted && (
              <Alert color="olive" variant="light" role="status">
                {intl.formatMessage({ id: 'agreement.acceptedNotice' })}
              </Alert>
            )}
          </>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
