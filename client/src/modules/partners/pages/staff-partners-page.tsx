// Staff (/staff/partners): sales partners newest first, by status; approve one (their links start to
// count and earn, their exclusive services open) or suspend one, each after a confirmation.
import { Anchor, Button, Card, EmptyState, Group, Pagination, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { formatIban } from '../../../../../common/iban';
import { formatPhone } from '../../../../../common/phone';
import type { PartnerStatus } from '../../../graphql/generated';
import type { MessageId } from '../../../shared/i18n/messages';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotify } from '../../../shared/ui/use-notify';
import { PartnerStatusBadge } from '../components/partner-status-badge';
import type { PartnerProfile } from '../hooks/use-partner';
import { useDecidePartner, useStaffPartners } from '../hooks/use-staff-partners';

type Filter = PartnerStatus | 'ALL';
const FILTERS: Filter[] = ['PENDING', 'APPROVED', 'SUSPENDED', 'ALL'];

function isFilter(value: string | null): value is Filter {
  return FILTERS.includes(value as Filter);
}

function PartnerCard({ partner, onDecide }: { partner: PartnerProfile; onDecide(approved: boolean): void }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'Europe/Zagreb' });
  const rows: [MessageId, string][] = [
    ['partnerProfile.oib', partner.oib],
    ['company.iban', formatIban(partner.iban)],
    ['partnerProfile.contactName', partner.contactName],
    ['partnerProfile.contactPhone', formatPhone(partner.contactPhone)],
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`partner-${partner.id}`} data-testid="staff-partner">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={`partner-${partner.id}`} style={{ overflowWrap: 'anywhere' }}>
              {partner.legalName}
            </Title>
            <Anchor href={`mailto:${partner.contactEmail}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {partner.contactEmail}
            </Anchor>
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'staffPartners.registered' }, { date: date(partner.createdAt) })}
              {partner.decidedAt && ` · ${intl.formatMessage({ id: 'staffPartners.decided' }, { date: date(partner.decidedAt) })}`}
            </Text>
          </Stack>
          <PartnerStatusBadge status={partner.status} />
        </Group>
        <Stack component="dl" gap={6} m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="wrap">
              <Text component="dt" size="sm" fw={600}>
                {intl.formatMessage({ id: label })}:
              </Text>
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group gap="xs">
          {partner.status !== 'APPROVED' && (
            <Button color="olive" size="sm" onClick={() => onDecide(true)}>
              {intl.formatMessage({ id: 'staffPartners.approve' })}
            </Button>
          )}
          {partner.status !== 'SUSPENDED' && (
            <Button color="red" variant="light" size="sm" onClick={() => onDecide(false)}>
              {intl.formatMessage({ id: 'staffPartners.suspend' })}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export default function StaffPartnersPage() {
  const intl = useIntl();
  const notify = useNotify();
  const decide = useDecidePartner();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: Filter = isFilter(requested) ? requested : 'PENDING';
  const [page, setPage] = useState(0);
  const { page: result, loading, error } = useStaffPartners(filter === 'ALL' ? null : filter, page);
  const [deciding, setDeciding] = useState<{ partner: PartnerProfile; approved: boolean } | null>(null);
  const [working, setWorking] = useState(false);

  async function confirm() {
    if (!deciding) return;
    setWorking(true);
    try {
      const decided = await decide(deciding.partner.id, deciding.approved);
      notify.success({
        id: deciding.approved ? 'staffPartners.approved' : 'staffPartners.suspended',
        values: { partner: decided.legalName },
      });
      setDeciding(null);
    } catch {
      notify.error({ id: 'error.generic' });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title={intl.formatMessage({ id: 'staffPartners.title' })}
        description={intl.formatMessage({ id: 'staffPartners.lead' })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600} id="partner-filter-label">
          {intl.formatMessage({ id: 'staffPartners.filter' })}
        </Text>
        <SegmentedControl
          aria-labelledby="partner-filter-label"
          value={filter}
          onChange={(value) => {
            setPage(0);
            setParams({ status: value }, { replace: true });
          }}
          data={FILTERS.map((value) => ({
            value,
            label: intl.formatMessage({ id: value === 'ALL' ? 'staffPartners.all' : `partnerStatus.${value}` }),
          }))}
          w="fit-content"
          maw="100%"
        />
      </Stack>
      {loading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : !result || result.totalElements === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState title={intl.formatMessage({ id: filter === 'PENDING' ? 'staffPartners.empty.PENDING' : 'staffPartners.empty' })} />
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'staffPartners.count' }, { count: result.totalElements })}
          </Text>
          {result.content.map((partner) => (
            <PartnerCard key={partner.id} partner={partner} onDecide={(approved) => setDeciding({ partner, approved })} />
          ))}
          {result.totalPages > 1 && (
            <Pagination
              total={result.totalPages}
              value={page + 1}
              onChange={(next) => setPage(next - 1)}
              getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `staffInquiries.page.${control}` as MessageId }) })}
              getItemProps={(item) => ({ 'aria-label': intl.formatMessage({ id: 'staffInquiries.page.number' }, { page: item }) })}
            />
          )}
        </>
      )}
      <ConfirmDialog
        opened={deciding !== null}
        title={intl.formatMessage(
          { id: deciding?.approved ? 'staffPartners.approveTitle' : 'staffPartners.suspendTitle' },
          { partner: deciding?.partner.legalName ?? '' },
        )}
        text={intl.formatMessage({ id: deciding?.approved ? 'staffPartners.approveText' : 'staffPartners.suspendText' })}
        confirmLabel={intl.formatMessage({ id: deciding?.approved ? 'staffPartners.approve' : 'staffPartners.suspend' })}
        confirmColor={deciding?.approved ? 'olive' : 'red'}
        working={working}
        onConfirm={() => void confirm()}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}
