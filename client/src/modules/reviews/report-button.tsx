// "Report" under a review: a signed-in visitor (guest or provider) sends a reason to staff; a signed-out
// one is sent to sign in first.
import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { useNotify } from '../../shared/ui/use-notify';
import { useAuth } from '../accounts/hooks/use-auth';
import { reportReview } from './reviews-api';

export function ReportButton({ reviewId }: { reviewId: number }) {
  const intl = useIntl();
  const notify = useNotify();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!isAuthenticated) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        color="gray"
        component={Link}
        to={`/login?returnTo=${encodeURIComponent(location.pathname)}`}
      >
        {intl.formatMessage({ id: 'reviews.report' })}
      </Button>
    );
  }
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await reportReview(reviewId, reason);
      setOpen(false);
      setReason('');
      notify.success({ id: 'reviews.reported' });
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields?.reason ?? failure.message) : String(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button variant="subtle" size="compact-sm" color="gray" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'reviews.report' })}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={intl.formatMessage({ id: 'reviews.reportTitle' })}>
        <Stack>
          <Textarea
            label={intl.formatMessage({ id: 'reviews.reportReason' })}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={3}
            error={error}
            required
          />
          <Button onClick={send} loading={sending} disabled={!reason.trim()}>
            {intl.formatMessage({ id: 'reviews.reportSend' })}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
