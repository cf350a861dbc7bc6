import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { ApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { LoadError } from '../../../shared/ui/load-error';
import { AgreementPanel } from '../../owner/components/agreement-panel';
import { WizardSteps } from '../../owner/wizard/wizard-step-bar';
import { useWizardLabels } from '../../owner/wizard/wizard-nav';
import { previousStep, wizardPath } from '../../owner/wizard/wizard-steps';
import { ServiceView } from '../components/preview/service-view';
import { ReviewNote } from '../components/review-note';
import { StatusBadge } from '../components/status-badge';
import { useServicePreview } from '../hooks/use-service-preview';
import { useSubmitService } from '../hooks/use-services';

function PreviewSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton height={72} radius="md" />
      <Skeleton height={320} radius="md" />
      <Skeleton height={36} width="60%" radius="sm" />
      <Skeleton height={16} radius="sm" />
      <Skeleton height={16} width="80%" radius="sm" />
    </Stack>
  );
}

/** The last wizard step (/{brandId}/service/{serviceId}/preview): the service as guests will see it, and "Send for approval". */
export default function ServicePreviewPage({ brandId, serviceId }: { brandId?: number; serviceId?: number }) {
  const intl = useIntl();
  const labels = useWizardLabels();
  usePageTitle(intl.formatMessage({ id: 'preview.title' }));
  const { preview, state, photos, loading, error } = useServicePreview(serviceId ?? 0);
  const submit = useSubmitService();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  if (brandId === undefined || serviceId === undefined) return <NotFoundPage />;

  const servicesPath = `/dashboard/brands/${brandId}/services`;
  async function send() {
    setSending(true);
    setProblem(null);
    try {
      await submit(serviceId!);
      setSent(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) setProblem(failure.message);
      else if (!(failure instanceof ApiError)) setProblem(intl.formatMessage({ id: 'error.generic' }));
    } finally {
      setSending(false);
    }
  }

  const status = state?.status;
  const canSend = status === 'DRAFT' || status === 'RETURNED';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={servicesPath} size="sm" w="fit-content">
        ← {intl.formatMessage({ id: 'preview.back' })}
      </Anchor>
      <WizardSteps active="preview" brandId={brandId} serviceId={serviceId} />
      {loading ? (
        <PreviewSkeleton />
      ) : error || !preview || !state ? (
        <LoadError error={error} back={{ to: '/dashboard/brands', label: intl.formatMessage({ id: 'brands.back' }) }} />
      ) : (
        <>
          <Paper
            withBorder
            radius="md"
            p="md"
            bg="sea.0"
            component="section"
            aria-label={intl.formatMessage({ id: 'preview.statusLabel' })}
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="sm" align="center">
                <Group gap="sm" style={{ flex: '1 1 20rem' }} wrap="nowrap" align="flex-start">
                  <StatusBadge status={state.status} />
                  <Text size="sm">{intl.formatMessage({ id: `preview.status.${state.status}` })}</Text>
                </Group>
                <Group gap="xs">
                  <Button component={Link} to={wizardPath(previousStep('preview')!, brandId, serviceId)} variant="default">
                    {labels.back}
                  </Button>
                  <Button component={Link} to={wizardPath('services', brandId, serviceId)} variant="default">
                    {intl.formatMessage({ id: 'preview.edit' })}
                  </Button>
                  {canSend && (
                    <Button onClick={() => void send()} loading={sending} color="terracotta">
                      {intl.formatMessage({ id: 'preview.send' })}
                    </Button>
                  )}
                </Group>
              </Group>
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              {sent && (
                <Alert color="olive" variant="light" role="status" title={intl.formatMessage({ id: 'preview.sent.title' })}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{intl.formatMessage({ id: 'preview.sent.text' })}</Text>
                    <Button component={Link} to={servicesPath} size="xs" variant="light" color="olive">
                      {intl.formatMessage({ id: 'preview.toServices' })}
                    </Button>
                  </Stack>
                </Alert>
              )}
            </Stack>
          </Paper>
          {/* Sent for approval: the cooperation agreement it brought, to download and accept. */}
          {(sent || state.status === 'SUBMITTED') && <AgreementPanel />}
          {state.status === 'RETURNED' && <ReviewNote note={state.reviewNote} />}
          <ServiceView service={preview} photos={photos} />
        </>
      )}
    </Stack>
  );
}
