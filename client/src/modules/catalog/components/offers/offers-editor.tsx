import { Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import { useNotify } from '../../../../shared/ui/use-notify';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../../shared/ui/load-error';
import { useDeleteOffer, useOffers, type Offer } from '../../hooks/use-offers';
import { OfferFacts, OfferPrice } from './offer-details';
import { OfferForm } from './offer-form';

function OfferCard({ offer, onEdit, onDelete }: { offer: Offer; onEdit(): void; onDelete(): void }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={offer.name} data-testid="offer-card">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {offer.name}
          </Title>
          <Group gap={4}>
            <Button variant="subtle" size="compact-sm" onClick={onEdit}>
              {intl.formatMessage({ id: 'form.edit' })}
            </Button>
            <Button variant="subtle" size="compact-sm" color="red" onClick={onDelete}>
              {intl.formatMessage({ id: 'form.delete' })}
            </Button>
          </Group>
        </Group>
        <OfferPrice offer={offer} size="md" />
        <OfferFacts offer={offer} />
        {offer.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {offer.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The offers of a service: each shown as guests will see its price, edited in place; new offers
 * are added below (several group sizes at once become several offers).
 */
export function OffersEditor({ serviceId, openForm }: { serviceId: number; openForm: 'always' | 'whenEmpty' | 'never' }) {
  const intl = useIntl();
  const notify = useNotify();
  const { offers, loading, error } = useOffers(serviceId);
  const deleteOffer = useDeleteOffer(serviceId);
  const [editing, setEditing] = useState<number | 'new' | null>(openForm === 'always' ? 'new' : null);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const [working, setWorking] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setWorking(true);
    try {
      await deleteOffer(deleting.id);
      notify.success({ id: 'offer.deleted', values: { name: deleting.name } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
    } finally {
      setWorking(false);
      setDeleting(null);
    }
  }

  if (loading) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={110} radius="md" />
        <Skeleton height={110} radius="md" />
      </Stack>
    );
  }
  if (error) return <LoadError error={error} />;

  const showNew = editing === 'new' || (offers.length === 0 && editing === null && openForm === 'whenEmpty');
  return (
    <Stack gap="md">
      {offers.length === 0 && !showNew && (
        <Card withBorder radius="md" padding="xl">
          <EmptyState
            title={intl.formatMessage({ id: 'offers.empty.title' })}
            description={intl.formatMessage({ id: 'offers.empty.text' })}
          >
            <EmptyState.Actions>
              <Button onClick={() => setEditing('new')}>{intl.formatMessage({ id: 'offers.addFirst' })}</Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      )}
      {offers.map((offer) =>
        editing === offer.id ? (
          <OfferForm
            key={offer.id}
            serviceId={serviceId}
            offer={offer}
            onDone={() => {
              notify.success({ id: 'offer.saved' });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <OfferCard key={offer.id} offer={offer} onEdit={() => setEditing(offer.id)} onDelete={() => setDeleting(offer)} />
        ),
      )}
      {showNew ? (
        <OfferForm
          serviceId={serviceId}
          offer={null}
          onDone={(saved) => {
            notify.success({ id: 'offer.added', values: { count: saved.length } });
            setEditing(null);
          }}
          onCancel={offers.length > 0 ? () => setEditing(null) : undefined}
        />
      ) : (
        offers.length > 0 && (
          <Button variant="light" onClick={() => setEditing('new')} w="fit-content">
            + {intl.formatMessage({ id: 'offers.addAnother' })}
          </Button>
        )
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage({ id: 'offer.deleteTitle' })}
        text={intl.formatMessage({ id: offers.length === 1 ? 'offer.deleteLastText' : 'offer.deleteText' }, { name: deleting?.name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'form.delete' })}
        working={working}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
