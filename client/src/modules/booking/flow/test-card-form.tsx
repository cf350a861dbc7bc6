// The card simulator's form (no Stripe keys configured): clearly a test payment, with the test cards
// and what each does. Card data goes to our server's simulator only, never to a card network.
import { Alert, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TestCardInput } from '../booking-api';
import { formatCardNumber, formatExpiry, readTestCard, TEST_CARDS, type CardProblem } from './booking-flow';
import classes from './booking-flow.module.css';

interface TestCardFormProps {
  /** The amount to reserve, already formatted. */
  amount: string;
  busy: boolean;
  error: string | null;
  onBack(): void;
  onPay(card: TestCardInput): void;
  /** Another use than sending a booking request (a change's difference): its own button and note. */
  submitLabel?: string;
  note?: string;
}

/** An expiry in the future, for the test cards' "use" buttons. */
function futureExpiry(now: Date = new Date()): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export function TestCardForm({ amount, busy, error, onBack, onPay, submitLabel, note }: TestCardFormProps) {
  const intl = useIntl();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const problemText = (field: CardProblem) => (problems.includes(field) ? intl.formatMessage({ id: `booking.card.invalid.${field}` }) : null);

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
