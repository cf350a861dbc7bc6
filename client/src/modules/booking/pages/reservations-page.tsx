// /dashboard/reservations, the provider's bookings desk: tabs Requests, Today, Upcoming, Past and
// Rejected & canceled (the tab and page in the address, so a link or a reload keeps them), each a
// paged list with its count; accept in one click, reject and cancel with the reason dialog, change
// with the change dialog.
import { Alert, Anchor, Badge, Container, Group, Pagination, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/format/money';
import { useNow } from '../flow/use-now';
import {
  acceptReservation,
  rejectionReasons,
  rejectReservation,
  type RejectionReason,
  type Reservation,
  type ReservationPage,
} from '../reservation-api';
import { cancelByProvider, deskList, withdrawChange } from '../desk/desk-api';
import { ChangeDialog } from '../desk/change-dialog';
import { markNoShow } from '../check-in/check-in-api';
import { DeskCard, type DeskAction } from '../desk/desk-card';
import { DESK_TABS, deskTabOf, pageOf, type DeskTab } from '../desk/desk-rules';
import { ReasonDialog, type ReasonInput } from '../desk/reason-dialog';

const PAGE_SIZE = 10;

function errorText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

/** The tabs' counts: one small page of each list (the count comes with it). */
function useCounts(loads: number, locale: string): Partial<Record<DeskTab, number>> {
  const [counts, setCounts] = useState<Partial<Record<DeskTab, number>>>({});
  useEffect(() => {
    const abort = new AbortController();
    Promise.all(DESK_TABS.map((tab) => deskList(tab, 0, 1, abort.signal)))
      .then((pages) => setCounts(Object.fromEntries(DESK_TABS.map((tab, index) => [tab, pages[index].totalElements]))))
      .catch(() => undefined);
    return () => abort.abort();
  }, [loads, locale]);
  return counts;
}

function EmptyTab({ tab }: { tab: DeskTab }) {
  const intl = useIntl();
  return (
    <Alert color="gray" data-testid="desk-empty">
      <Stack gap={6}>
        <Text size="sm">{intl.formatMessage({ id: `desk.empty.${tab}` })}</Text>
        {tab === 'requests' && (
          <Anchor component={Link} to="/dashboard/brands" size="sm">
            {intl.formatMessage({ id: 'desk.empty.brandsLink' })}
          </Anchor>
        )}
        {tab !== 'requests' && (
          <Anchor component={Link} to="/dashboard/reservations?tab=requests" size="sm">
            {intl.formatMessage({ id: 'desk.empty.requestsLink' })}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/** What accepting charges: the amount reserved on the guest's card, in euros (the card is charged in EUR). */
function chargedAmount(reservation: Reservation, locale: string): string {
  return formatMoney((reservation.payment?.amountCents ?? reservation.totalCents) / 100, 'EUR', locale);
}

export default function ReservationsPage() {
  const intl = useIntl();
  const now = useNow(15_000);
  const [search, setSearch] = useSearchParams();
  const tab = deskTabOf(search.get('tab'));
  const page = pageOf(search.get('page'));
  const [list, setList] = useState<ReservationPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const [reasons, setReasons] = useState<RejectionReason[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'reject' | 'cancel' | 'change'; reservation: Reservation } | null>(null);
  const counts = useCounts(loads, intl.locale);

  useEffect(() => {
    const abort = new AbortController();
    setList(null);
    deskList(tab, page - 1, PAGE_SIZE, abort.signal)
      .then((loaded) => {
        setList(loaded);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(errorText(failure));
      });
    return () => abort.abort();
  }, [tab, page, loads, intl.locale]);

  useEffect(() => {
    const abort = new AbortController();
    rejectionReasons(abort.signal)
      .then(setReasons)
      .catch(() => undefined);
    return () => abort.abort();
  }, [intl.locale]);

  const reload = () => setLoads((count) => count + 1);
  const done = useCallback(
    (
      id:
        | 'requestsPage.accepted'
        | 'requestsPage.rejected'
        | 'desk.cancel.done'
        | 'desk.change.withdrawn'
        | 'desk.change.sent'
        | 'desk.noShow.done',
      number: string,
      values: Record<string, string> = {},
    ) => {
      notifications.show({ color: 'green', message: intl.formatMessage({ id }, { number, ...values }), autoClose: 10_000 });
      setDialog(null);
      setLoads((count) => count + 1);
    },
    [intl],
  );

  const act = async (action: DeskAction, reservation: Reservation) => {
    if (action === 'reject' || action === 'cancel' || action === 'change') {
      setDialog({ kind: action, reservation });
      return;
    }
    setBusyId(reservation.id);
    try {
      if (action === 'accept') {
        const accepted = await acceptReservation(reservation.id);
        done('requestsPage.accepted', reservation.number, { amount: chargedAmount(accepted, intl.locale) });
      } else if (action === 'noShow') {
        await markNoShow(reservation.id);
        done('desk.noShow.done', reservation.number);
      } else if (reservation.change) {
        await withdrawChange(reservation.id, reservation.change.id);
        done('desk.change.withdrawn', reservation.number);
      }
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(failure) });
      reload();
    } finally {
      setBusyId(null);
    }
  };

  const reject = async (reservation: Reservation, input: ReasonInput) => {
    await rejectReservation(reservation.id, {
      ...(input.reasonId !== null ? { reasonId: input.reasonId } : {}),
      ...(input.note ? { note: input.note } : {}),
    });
    done('requestsPage.rejected', reservation.number);
  };

  const cancel = async (reservation: Reservation, input: ReasonInput) => {
    await cancelByProvider(reservation.id, input);
    done('desk.cancel.done', reservation.number);
  };

  const choose = (value: string | null) => setSearch(value && value !== 'requests' ? { tab: value } : {});
  const choosePage = (next: number) => setSearch(next > 1 ? { tab, page: String(next) } : tab === 'requests' ? {} : { tab });

  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{intl.formatMessage({ id: 'desk.title' })}</Title>
          <Text c="dimmed">{intl.formatMessage({ id: `desk.intro.${tab}` })}</Text>
        </Stack>
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List>
            {DESK_TABS.map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                data-testid={`desk-tab-${name}`}
                rightSection={
                  counts[name] !== undefined ? (
                    <Badge
                      size="sm"
                      variant={name === 'requests' && counts[name]! > 0 ? 'filled' : 'light'}
                      color={name === 'requests' && counts[name]! > 0 ? 'terracotta' : 'gray'}
                      data-testid={`desk-count-${name}`}
                    >
                      {counts[name]}
                    </Badge>
                  ) : undefined
                }
              >
                {intl.formatMessage({ id: `desk.tab.${name}` })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {error && <Alert color="red">{error}</Alert>}
        {!list && !error && (
          <Stack gap="md" aria-busy>
            <Skeleton height={150} radius="md" />
            <Skeleton height={150} radius="md" />
          </Stack>
        )}
        {list && list.content.length === 0 && <EmptyTab tab={tab} />}
        {list && list.content.length > 0 && (
          <Stack gap="md" data-testid={`desk-list-${tab}`}>
            {list.content.map((reservation) => (
              <DeskCard
                key={reservation.id}
                reservation={reservation}
                now={now}
                busy={busyId === reservation.id}
                onAction={(action, r) => void act(action, r)}
              />
            ))}
          </Stack>
        )}
        {list && list.totalPages > 1 && (
          <Group justify="center">
            <Pagination total={list.totalPages} value={page} onChange={choosePage} />
          </Group>
        )}
      </Stack>
      <ReasonDialog
        kind={dialog?.kind === 'cancel' ? 'cancel' : 'reject'}
        reservation={dialog && dialog.kind !== 'change' ? dialog.reservation : null}
        reasons={reasons}
        onClose={() => setDialog(null)}
        onSubmit={dialog?.kind === 'cancel' ? cancel : reject}
      />
      <ChangeDialog
        reservation={dialog?.kind === 'change' ? dialog.reservation : null}
        onClose={() => setDialog(null)}
        onSent={(reservation) => done('desk.change.sent', reservation.number)}
      />
    </Container>
  );
}
