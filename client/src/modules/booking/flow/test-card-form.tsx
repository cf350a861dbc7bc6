// The card simulator's form (no Stripe keys configured): clearly a test payment, with the test cards
// and what each does. Card data goes to our server's simulator only, never to a card network. A card
// that asks for 3-D Secure opens the challenge as Stripe's test page does: "Complete authentication"
// or "Fail authentication".
import { Alert, Anchor, Badge, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TestAuthentication, TestCardInput } from '../booking-api';
import { expiryProblem, formatCardNumber, formatExpiry, readTestCard, TEST_CARDS, type CardProblem } from './booking-flow';
import classes from './booking-flow.module.css';

interface TestCardFormProps {
  /** The amount to reserve, already formatted. */
  amount: string;
  busy: boolean;
  error: string | null;
  onBack(): void;
  onPay(card: TestCardInput): void;
  /** The card asked for its 3-D Secure check: the challenge is open until the guest answers it. */
  authenticating?: boolean;
  onAuthenticate?(outcome: TestAuthentication): void;
  /** Another use than sending a booking request (a change's difference): its own button and note. */
  submitLabel?: string;
  note?: string;
}

/** An expiry in the future, for the test cards' "use" buttons. */
function futureExpiry(now: Date = new Date()): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** Stripe's 3-D Secure test page in a dialog: the bank's check of this payment, completed or failed by the guest. */
function ThreeDSecureChallenge({ amount, onAuthenticate }: { amount: string; onAuthenticate(outcome: TestAuthentication): void }) {
  const intl = useIntl();
  return (
    // Closing the challenge abandons it, which fails the check (as with Stripe).
    <Modal
      opened
      onClose={() => onAuthenticate('fail')}
      title={intl.formatMessage({ id: 'booking.card.challenge.title' })}
      centered
      data-testid="three-d-secure"
    >
      <Stack gap="md">
        <Badge color="terracotta" variant="filled" radius="sm">
          {intl.formatMessage({ id: 'booking.card.testBadge' })}
        </Badge>
        <Text size="sm">{intl.formatMessage({ id: 'booking.card.challenge.text' }, { amount })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAuthenticate('fail')}>
            {intl.formatMessage({ id: 'booking.card.challenge.fail' })}
          </Button>
          <Button onClick={() => onAuthenticate('complete')} data-autofocus>
            {intl.formatMessage({ id: 'booking.card.challenge.complete' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function TestCardForm({ amount, busy, error, onBack, onPay, submitLabel, note, authenticating, onAuthenticate }: TestCardFormProps) {
  const intl = useIntl();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const problemText = (field: CardProblem) => {
    if (!problems.includes(field)) return null;
    // A month and year that are over: the card has expired (not a badly typed date).
    if (field === 'expiry' && expiryProblem(expiry) === 'expired') return intl.formatMessage({ id: 'booking.card.expired' });
    return intl.formatMessage({ id: `booking.card.invalid.${field}` });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readTestCard({ number, expiry, cvc });
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    onPay(read.card);
  }

  function fillCard(card: string) {
    setNumber(card);
    setExpiry((was) => (readTestCard({ number: card, expiry: was, cvc: '123' }).ok ? was : futureExpiry()));
    setCvc((was) => (/^\d{3,4}$/.test(was) ? was : '123'));
    setProblems([]);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="test-payment-heading" data-testid="test-payment">
      {authenticating && onAuthenticate && <ThreeDSecureChallenge amount={amount} onAuthenticate={onAuthenticate} />}
      <Stack gap="md">
        <Paper radius="md" p="md" className={classes.testPayment}>
          <Stack gap="sm">
            <Group gap="xs">
              <Badge color="terracotta" variant="filled" radius="sm">
                {intl.formatMessage({ id: 'booking.card.testBadge' })}
              </Badge>
              <Text fw={700} id="test-payment-heading">
                {intl.formatMessage({ id: 'booking.card.testTitle' })}
              </Text>
            </Group>
            <Text size="sm">{intl.formatMessage({ id: 'booking.card.testHint' })}</Text>
            <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
              {TEST_CARDS.map((card) => (
                <List.Item key={card.number}>
                  <Group gap={8} wrap="wrap" style={{ rowGap: 0 }}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      fw={700}
                      className={classes.testCard}
                      onClick={() => fillCard(card.number)}
                      aria-label={intl.formatMessage({ id: 'booking.card.useLabel' }, { card: card.number })}
                    >
                      {card.number}
                    </Anchor>
                    <Text span size="sm" c="dimmed">
                      {intl.formatMessage({ id: `booking.card.outcome.${card.outcome}` })}
                    </Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>

        <TextInput
          id="card-number"
          label={intl.formatMessage({ id: 'booking.card.number' })}
          value={number}
          onChange={(event) => setNumber(formatCardNumber(event.currentTarget.value))}
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          error={problemText('number')}
          withAsterisk
          classNames={{ input: classes.testCard }}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            id="card-expiry"
            label={intl.formatMessage({ id: 'booking.card.expiry' })}
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="off"
            placeholder={intl.formatMessage({ id: 'booking.card.expiryPlaceholder' })}
            error={problemText('expiry')}
            withAsterisk
            classNames={{ input: classes.testCard }}
          />
          <TextInput
            id="card-cvc"
            label={intl.formatMessage({ id: 'booking.card.cvc' })}
            value={cvc}
            onChange={(event) => setCvc(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            error={problemText('cvc')}
            withAsterisk
            classNames={{ input: classes.testCard }}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {note ?? intl.formatMessage({ id: 'booking.payment.reserveNote' }, { amount })}
        </Text>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack} disabled={busy}>
            {intl.formatMessage({ id: 'booking.back' })}
          </Button>
          <Button type="submit" size="md" loading={busy} data-testid="send-request">
            {submitLabel ?? intl.formatMessage({ id: 'booking.payment.send' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
