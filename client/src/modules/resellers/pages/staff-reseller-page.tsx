// Staff (/staff/resellers/new, /staff/resellers/:id): a reseller's details (form), switching it off
// and on, the providers it may sell with their keys (a new key is shown once; making one revokes the
// live key of the pair), and its monthly statements (CSV, record the payment).
import { Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import type { MessageId } from '../../../shared/i18n/messages';
import { useCurrency } from '../../../shared/format/currency-store';
import { MoneyText } from '../../../shared/format/money-text';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { TableScroll } from '../../../shared/ui/table-scroll';
import { useNotify } from '../../../shared/ui/use-notify';
import { KeyDialog } from '../components/key-dialog';
import { ResellerForm } from '../components/reseller-form';
import {
  downloadResellerStatement,
  useReseller,
  useResellerActions,
  useResellerChoices,
  type ResellerDetail,
  type ResellerKey,
  type ResellerStatement,
} from '../hooks/use-resellers';

type Pending =
  | { kind: 'revoke'; key: ResellerKey }
  | { kind: 'remove'; companyId: number; companyName: string }
  | { kind: 'pay'; statement: ResellerStatement }
  | { kind: 'deactivate' };

function useDateTime() {
  const intl = useIntl();
  return (iso: string | null | undefined) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zagreb' }) : '—';
}

/** A card of the page under its own heading, with what it is for. */
function SectionCard({ id, title, lead, children }: { id: string; title: MessageId; lead?: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {intl.formatMessage({ id: title })}
          </Title>
          {lead && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: lead })}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function KeysTable({ keys, onRevoke }: { keys: ResellerKey[]; onRevoke(key: ResellerKey): void }) {
  const intl = useIntl();
  const when = useDateTime();
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'resellers.key.none' })}
      </Text>
    );
  return (
    <TableScroll minWidth={620}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.key.prefix' })}</Table.Th>
            <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.key.created' })}</Table.Th>
            <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.key.lastUsed' })}</Table.Th>
            <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.key.status' })}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{intl.formatMessage({ id: 'resellers.key.actions' })}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id} data-testid="reseller-key" data-revoked={key.revokedAt ? 'true' : 'false'}>
              <Table.Td style={{ fontFamily: 'monospace' }}>{key.keyPrefix}…</Table.Td>
              <Table.Td>{when(key.createdAt)}</Table.Td>
              <Table.Td>{key.lastUsedAt ? when(key.lastUsedAt) : intl.formatMessage({ id: 'resellers.key.neverUsed' })}</Table.Td>
              <Table.Td>
                {key.revokedAt ? (
                  <Badge color="gray" variant="light">
                    {intl.formatMessage({ id: 'resellers.key.revokedOn' }, { date: when(key.revokedAt) })}
                  </Badge>
                ) : (
                  <Badge color="olive" variant="light">
                    {intl.formatMessage({ id: 'resellers.key.live' })}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {!key.revokedAt && (
                  <Button size="xs" color="red" variant="light" onClick={() => onRevoke(key)}>
                    {intl.formatMessage({ id: 'resellers.key.revoke' })}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function ProvidersCard({
  reseller,
  onIssue,
  onAsk,
  onAllow,
}: {
  reseller: ResellerDetail;
  onIssue(companyId: number, companyName: string): void;
  onAsk(pending: Pending): void;
  onAllow(companyId: number): Promise<void>;
}) {
  const intl = useIntl();
  const { providers } = useResellerChoices();
  const [chosen, setChosen] = useState<string | null>(null);
  const taken = new Set(reseller.providerList.map((provider) => provider.companyId));
  const options = providers
    .filter((provider) => !taken.has(provider.companyId))
    .map((provider) => ({ value: String(provider.companyId), label: provider.companyName }));
  return (
    <SectionCard id="reseller-providers" title="resellers.providers.title" lead="resellers.providers.lead">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={intl.formatMessage({ id: 'resellers.providers.add' })}
          placeholder={intl.formatMessage({ id: 'form.choose' })}
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          disabled={chosen === null}
          onClick={() => {
            if (chosen === null) return;
            void onAllow(Number(chosen)).then(() => setChosen(null));
          }}
        >
          {intl.formatMessage({ id: 'resellers.providers.allow' })}
        </Button>
      </Group>
      {reseller.providerList.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'resellers.providers.none' })}
        </Text>
      ) : (
        reseller.providerList.map((provider) => (
          <Card
            key={provider.companyId}
            withBorder
            radius="md"
            padding="md"
            data-testid="reseller-provider"
            data-name={provider.companyName}
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  <Title order={3} size="h5">
                    {provider.companyName}
                  </Title>
                  {provider.refusedAt && (
                    <Badge color="red" variant="light">
                      {intl.formatMessage({ id: 'resellers.providers.refused' })}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs">
                  <Button size="xs" onClick={() => onIssue(provider.companyId, provider.companyName)} data-testid="issue-key">
                    {intl.formatMessage({
                      id: provider.keys.some((key) => !key.revokedAt) ? 'resellers.key.replace' : 'resellers.key.issue',
                    })}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onAsk({ kind: 'remove', companyId: provider.companyId, companyName: provider.companyName })}
                  >
                    {intl.formatMessage({ id: 'resellers.providers.remove' })}
                  </Button>
                </Group>
              </Group>
              <KeysTable keys={provider.keys} onRevoke={(key) => onAsk({ kind: 'revoke', key })} />
            </Stack>
          </Card>
        ))
      )}
    </SectionCard>
  );
}

function StatementsCard({
  statements,
  onPay,
  onDownload,
}: {
  statements: ResellerStatement[];
  onPay(statement: ResellerStatement): void;
  onDownload(statement: ResellerStatement, format: 'pdf' | 'csv'): Promise<void>;
}) {
  const intl = useIntl();
  const when = useDateTime();
  return (
    <SectionCard id="reseller-statements" title="resellers.statements.title" lead="resellers.statements.lead">
      {statements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'resellers.statements.none' })}
        </Text>
      ) : (
        <TableScroll minWidth={560}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.statements.month' })}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {intl.formatMessage({ id: 'resellers.statements.total' })}
                </Table.Th>
                <Table.Th scope="col">{intl.formatMessage({ id: 'resellers.statements.status' })}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{intl.formatMessage({ id: 'resellers.key.actions' })}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.map((statement) => (
                <Table.Tr key={statement.id} data-testid="reseller-statement" data-month={statement.month}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {statement.month}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {intl.formatMessage({ id: 'resellers.statements.reservations' }, { count: statement.reservations })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <MoneyText cents={statement.totalCents} strong />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statement.status === 'PAID' ? 'olive' : 'terracotta'} variant="light">
                      {statement.status === 'PAID'
                        ? intl.formatMessage({ id: 'resellers.statements.paidOn' }, { date: when(statement.paidAt) })
                        : intl.formatMessage({ id: 'resellers.statements.due' })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {(['pdf', 'csv'] as const).map((format) => (
                        <Button
                          key={format}
                          size="xs"
                          variant="default"
                          onClick={() => void onDownload(statement, format)}
                          aria-label={intl.formatMessage(
                            { id: 'resellers.statements.download' },
                            { format: format.toUpperCase(), month: statement.month },
                          )}
                        >
                          {format.toUpperCase()}
                        </Button>
                      ))}
                      {statement.status !== 'PAID' && (
                        <Button size="xs" color="olive" onClick={() => onPay(statement)}>
                          {intl.formatMessage({ id: 'resellers.statements.recordPayment' })}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </SectionCard>
  );
}

function ResellerScreen({ id }: { id: number }) {
  const intl = useIntl();
  const notify = useNotify();
  const currency = useCurrency();
  const { reseller, statements, loading, error } = useReseller(id);
  const actions = useResellerActions(id);
  const [issued, setIssued] = useState<{ key: string; companyName: string } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const back = { to: '/staff/resellers', label: intl.formatMessage({ id: 'resellers.staff.back' }) };

  if (loading) return <Skeleton height={320} radius="md" />;
  if (error || !reseller) return <LoadError error={error} back={back} />;

  async function run(work: () => Promise<unknown>) {
    setWorking(true);
    try {
      await work();
      setPending(null);
    } catch {
      notify.error({ id: 'error.generic' });
    } finally {
      setWorking(false);
    }
  }

  async function issue(companyId: number, companyName: string) {
    try {
      const made = await actions.issueKey(companyId);
      setIssued({ key: made.key, companyName });
    } catch {
      notify.error({ id: 'error.generic' });
    }
  }

  const confirmation = (() => {
    if (!pending) return { title: '', text: '', label: '', color: 'red' };
    if (pending.kind === 'revoke')
      return {
        title: intl.formatMessage({ id: 'resellers.key.revokeTitle' }, { prefix: pending.key.keyPrefix }),
        text: intl.formatMessage({ id: 'resellers.key.revokeText' }),
        label: intl.formatMessage({ id: 'resellers.key.revoke' }),
        color: 'red',
      };
    if (pending.kind === 'remove')
      return {
        title: intl.formatMessage({ id: 'resellers.providers.removeTitle' }, { provider: pending.companyName }),
        text: intl.formatMessage({ id: 'resellers.providers.removeText' }),
        label: intl.formatMessage({ id: 'resellers.providers.remove' }),
        color: 'red',
      };
    if (pending.kind === 'pay')
      return {
        title: intl.formatMessage({ id: 'resellers.statements.payTitle' }, { month: pending.statement.month }),
        text: intl.formatMessage(
          { id: 'resellers.statements.payText' },
          { amount: formatCents(pending.statement.totalCents, currency, intl.locale), reseller: reseller.name },
        ),
        label: intl.formatMessage({ id: 'resellers.statements.recordPayment' }),
        color: 'olive',
      };
    return {
      title: intl.formatMessage({ id: 'resellers.deactivateTitle' }, { name: reseller.name }),
      text: intl.formatMessage({ id: 'resellers.deactivateText' }),
      label: intl.formatMessage({ id: 'resellers.deactivate' }),
      color: 'red',
    };
  })();

  function confirm() {
    if (!pending) return;
    if (pending.kind === 'revoke') void run(() => actions.revokeKey(pending.key.id));
    else if (pending.kind === 'remove') void run(() => actions.removeProvider(pending.companyId));
    else if (pending.kind === 'pay') void run(() => actions.payStatement(pending.statement.id));
    else void run(() => actions.setActive(false));
  }

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={reseller.name}
        back={back}
        description={
          <Group gap="xs" component="span" wrap="wrap">
            <Badge color={reseller.active ? 'olive' : 'gray'} variant="light" component="span">
              {intl.formatMessage({ id: reseller.active ? 'resellers.active' : 'resellers.inactive' })}
            </Badge>
            <Text span size="sm">
              {intl.formatMessage({ id: 'resellers.balance' })}
            </Text>
            <MoneyText cents={reseller.dueCents} strong />
          </Group>
        }
        actions={
          reseller.active ? (
            <Button color="red" variant="light" onClick={() => setPending({ kind: 'deactivate' })}>
              {intl.formatMessage({ id: 'resellers.deactivate' })}
            </Button>
          ) : (
            <Button color="olive" onClick={() => void run(() => actions.setActive(true))} loading={working}>
              {intl.formatMessage({ id: 'resellers.reactivate' })}
            </Button>
          )
        }
      />
      <ProvidersCard
        reseller={reseller}
        onIssue={(companyId, companyName) => void issue(companyId, companyName)}
        onAsk={setPending}
        onAllow={(companyId) => run(() => actions.allowProvider(companyId))}
      />
      <StatementsCard
        statements={statements}
        onPay={(statement) => setPending({ kind: 'pay', statement })}
        onDownload={(statement, format) =>
          downloadResellerStatement(statement, format, intl.locale === 'hr' ? 'hr' : 'en').catch(() =>
            notify.error({ id: 'error.generic' }),
          )
        }
      />
      <SectionCard id="reseller-details" title="resellers.details">
        <ResellerForm reseller={reseller} onSaved={() => notify.success({ id: 'resellers.saved' })} />
      </SectionCard>
      <KeyDialog issued={issued} onClose={() => setIssued(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={confirmation.title}
        text={confirmation.text}
        confirmLabel={confirmation.label}
        confirmColor={confirmation.color}
        working={working}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

function NewResellerScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title={intl.formatMessage({ id: 'resellers.staff.new' })}
        description={intl.formatMessage({ id: 'resellers.staff.newLead' })}
        back={{ to: '/staff/resellers', label: intl.formatMessage({ id: 'resellers.staff.back' }) }}
      />
      <Card withBorder radius="md" padding="lg">
        <ResellerForm reseller={null} onSaved={(saved) => void navigate(`/staff/resellers/${saved.id}`, { replace: true })} />
      </Card>
    </Stack>
  );
}

export default function StaffResellerPage({ id }: { id?: number }) {
  return id === undefined ? <NewResellerScreen /> : <ResellerScreen id={id} />;
}
