// The booking flow (/booking/{requestId}): Recap → Personal info → Confirmation with the countdown
// to the hold's expiry and the summary always in sight; one primary button per step. The request
// lives on the server; the steps follow its `step`, and the guest may go back to change things.
import { Container, Paper, Skeleton, Stack, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { ApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useNotify } from '../../../shared/ui/use-notify';
import type { BookingRequest } from '../booking-api';
import { BookingCountdown } from '../flow/booking-countdown';
import {
  canOpenStep,
  flowView,
  initialStep,
  isExpired,
  isSwitchToCustomer,
  needsReload,
  remainingMs,
  STEPS,
  type PaymentFailure,
} from '../flow/booking-flow';
import { servicePathOf } from '../flow/booking-format';
import { BookingSummary } from '../flow/booking-summary';
import { BookingTotalBar } from '../flow/booking-total-bar';
import { forgetFailure, rememberFailure } from '../flow/failure-store';
import { BackToService, EndedPanel, ExpiredPanel } from '../flow/flow-states';
import { PaymentStep } from '../flow/payment-step';
import { PersonalStep } from '../flow/personal-step';
import { RecapStep } from '../flow/recap-step';
import { useBookingRequest } from '../flow/use-booking-request';
import { useNow } from '../flow/use-now';
import { SwitchRoleNotice } from '../switch-role-notice';
import classes from '../flow/booking-flow.module.css';

const WIDE = '(min-width: 62em)';

function FlowSkeleton() {
  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }}>
      <Stack gap="lg" aria-busy="true">
        <Skeleton height={14} width={200} radius="sm" />
        <Skeleton height={36} width="50%" radius="sm" />
        <Skeleton height={40} radius="xl" />
        <div className={classes.layout}>
          <Skeleton height={360} radius="lg" />
          <Skeleton height={420} radius="lg" />
        </div>
      </Stack>
    </Container>
  );
}

export default function BookingFlowPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const { requestId = '' } = useParams();
  const { request, error, loading, replace, reload } = useBookingRequest(requestId);
  const now = useNow();
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });
  const [active, setActive] = useState<number | null>(null);
  const [switchRole, setSwitchRole] = useState(false);
  const stepsTop = useRef<HTMLDivElement>(null);
  usePageTitle(intl.formatMessage({ id: 'booking.title' }));

  // The first answer decides where the guest lands; later answers keep the step the guest is on.
  useEffect(() => {
    if (request && active === null) setActive(initialStep(request));
  }, [request, active]);

  const goTo = useCallback((step: number) => {
    setActive(step);
    stepsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  /** Answers the errors every step shares; true when handled here. */
  const handleError = useCallback(
    (failure: unknown) => {
      if (isExpired(failure)) {
        reload();
        return true;
      }
      if (needsReload(failure)) {
        // Sent or cleared elsewhere, or a step missing: the server's state decides where the guest is.
        setActive(null);
        reload();
        return true;
      }
      if (isSwitchToCustomer(failure)) {
        setSwitchRole(true);
        return true;
      }
      return false;
    },
    [reload],
  );

  if (!request) {
    if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
    if (isSwitchToCustomer(error)) {
      return (
        <Container size="sm" py="xl">
          <SwitchRoleNotice onSwitched={reload} />
        </Container>
      );
    }
    if (error && !loading) throw error;
    return <FlowSkeleton />;
  }

  const servicePath = servicePathOf(request.service);
  const view = flowView(request, now);
  if (view === 'SENT') return <Navigate to={`/booking/${request.id}/done`} replace />;
  if (view !== 'STEPS') {
    return (
      <Container size="sm" py={{ base: 'md', md: 'xl' }}>
        {view === 'EXPIRED' ? <ExpiredPanel servicePath={servicePath} /> : <EndedPanel servicePath={servicePath} />}
      </Container>
    );
  }

  const step = active ?? initialStep(request);
  const labels = [
    intl.formatMessage({ id: 'booking.step.recap' }),
    intl.formatMessage({ id: 'booking.step.personal' }),
    intl.formatMessage({ id: 'booking.step.confirmation' }),
  ];
  const onNext = (saved: BookingRequest) => {
    replace(saved);
    goTo(step + 1);
  };
  const onEnded = () => {
    notify.success({ id: 'booking.ended.notice' });
    void navigate(servicePath, { replace: true });
  };
  const onFailed = (failure: PaymentFailure) => {
    rememberFailure(request.id, failure);
    void navigate(`/booking/${request.id}/done`, { state: { failure } });
  };

  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <BackToService servicePath={servicePath} title={request.service.title} />
          <Title order={1}>{intl.formatMessage({ id: 'booking.title' })}</Title>
        </Stack>
        <div ref={stepsTop} style={{ scrollMarginTop: 80 }}>
          <Stepper
            active={step}
            onStepClick={(index) => canOpenStep(index, request.step) && index !== step && goTo(index)}
            size="sm"
            // On a phone the labels go under the icons, so the three steps stay on one line.
            labelPosition={wide ? 'right' : 'bottom'}
            wrap={false}
            iconSize={wide ? 34 : 28}
            styles={wide ? undefined : { separator: { marginInline: 4 }, stepLabel: { textAlign: 'center' } }}
            aria-label={intl.formatMessage({ id: 'booking.steps' })}
            data-testid="booking-steps"
          >
            {STEPS.map((name, index) => (
              <Stepper.Step
                key={name}
                label={labels[index]}
                allowStepSelect={index !== step && canOpenStep(index, request.step)}
                aria-current={index === step ? 'step' : undefined}
              />
            ))}
          </Stepper>
        </div>
        <div className={classes.layout}>
          <Stack gap="md">
            <BookingCountdown remaining={remainingMs(request.expiresAt, now)} />
            {switchRole && <SwitchRoleNotice onSwitched={() => setSwitchRole(false)} />}
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.step} data-testid={`booking-step-${STEPS[step]}`}>
              {step === 0 && (
                <RecapStep
                  request={request}
                  servicePath={servicePath}
                  onChange={replace}
                  onEnded={onEnded}
                  onNext={onNext}
                  onError={handleError}
                />
              )}
              {step === 1 && <PersonalStep request={request} onBack={() => goTo(0)} onNext={onNext} onError={handleError} />}
              {step === 2 && (
                <PaymentStep
                  request={request}
                  onBack={() => goTo(1)}
                  onSent={() => {
                    forgetFailure(request.id);
                    void navigate(`/booking/${request.id}/done`);
                  }}
                  onFailed={onFailed}
                  onError={handleError}
                />
              )}
            </Paper>
          </Stack>
          <div className={classes.aside}>
            <BookingSummary request={request} />
          </div>
        </div>
      </Stack>
      {!wide && <BookingTotalBar request={request} />}
    </Container>
  );
}
