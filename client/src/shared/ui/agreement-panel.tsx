// An agreement the signed-in business accepts in the dashboard (the provider's cooperation agreement,
// the sales partner's agreement): its state, the PDF to download, and "tick and accept" for the version
// shown. The caller gives the texts that differ and the two calls; before one is offered it says when.
import { Alert, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../api/api-error';

export interface OfferedAgreement {
  version: number;
  status: 'ACCEPTED' | 'AWAITING_ACCEPTANCE' | 'NONE';
  acceptedAt?: string | null;
}

export interface AgreementTexts {
  title: string;
  /** Before any agreement is offered: when it will be. */
  none: string;
  /** Waiting for acceptance: what it says in short. */
  awaiting: string;
  /** The checkbox's label. */
  confirm: string;
  /** Shown once after accepting. */
  acceptedNotice: string;
}

interface AgreementPanelProps {
  agreement: OfferedAgreement | null;
  loading: boolean;
  texts: AgreementTexts;
  onDownload: () => Promise<unknown>;
  onAccept: (version: number) => Promise<unknown>;
  /** More below the state (e.g. the terms in short). */
  children?: ReactNode;
}

export function AgreementPanel({ agreement, loading, texts, onDownload, onAccept, children }: AgreementPanelProps) {
  const intl = useIntl();
  const titleId = useId();
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
            {texts.title}
          </Title>
          {agreement && (
            <Badge color={accepted ? 'olive' : 'terracotta'} variant="light" data-testid="agreement-status">
              {intl.formatMessage({ id: accepted ? 'agreement.status.ACCEPTED' : 'agreement.status.AWAITING_ACCEPTANCE' })}
            </Badge>
          )}
        </Group>
        {!agreement ? (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {accepted
                ? intl.formatMessage(
                    { id: 'agreement.accepted' },
                    { version: agreement.version, date: intl.formatDate(agreement.acceptedAt!, { dateStyle: 'long' }) },
                  )
                : texts.awaiting}
            </Text>
            {children}
            <Group gap="xs">
              <Button variant="default" loading={working === 'download'} onClick={() => void run('download', onDownload)}>
                {intl.formatMessage({ id: 'agreement.download' })}
              </Button>
            </Group>
            {!accepted && (
              <Stack gap="xs" align="flex-start">
                <Checkbox checked={ticked} onChange={(event) => setTicked(event.currentTarget.checked)} label={texts.confirm} />
                <Button
                  color="terracotta"
                  disabled={!ticked}
                  loading={working === 'accept'}
                  onClick={() =>
                    void run('accept', () => onAccept(agreement.version)).then((done) => {
                      if (done) setJustAccepted(true);
                    })
                  }
                >
                  {intl.formatMessage({ id: 'agreement.accept' })}
                </Button>
              </Stack>
            )}
            {accepted && justAccepted && (
              <Alert color="olive" variant="light" role="status">
                {texts.acceptedNotice}
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
