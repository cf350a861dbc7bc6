import { Anchor, Badge, Card, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../../shared/i18n/messages';
import { useFormatPrice } from '../../../../shared/format/use-format-price';
import { LazyPositionMap } from '../../../../shared/map/lazy-position-map';
import type { PublicService } from '../../hooks/use-service-preview';
import { OfferFacts, OfferPrice } from '../offers/offer-details';
import { cancellationText, responseTimeText } from './conditions';
import { MapLinks } from '../../../../shared/map/map-links';
import { NearViewport } from './near-viewport';
import { PhotoGalleryView, type GalleryPhoto } from './photo-gallery-view';
import { priceFromMessage } from './price-from';
import classes from './service-view.module.css';
import { ExclusiveBadge } from '../exclusive-badge';

/** The anchored sections of a service page (spec section 2: description, offers, location, additional content, how to book). */
const SECTIONS = [
  { id: 'description', label: 'preview.section.description' },
  { id: 'offers', label: 'preview.section.offers' },
  { id: 'location', label: 'preview.section.location' },
  { id: 'additional-content', label: 'preview.section.additional' },
  { id: 'how-to-book', label: 'preview.section.howToBook' },
] as const satisfies readonly { id: string; label: MessageId }[];

function Section({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h3" id={`${id}-heading`} mb="sm">
        {intl.formatMessage({ id: title })}
      </Title>
      <Stack gap="md">{children}</Stack>
    </section>
  );
}

function Part({ title, children }: { title: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {intl.formatMessage({ id: title })}
      </Title>
      {children}
    </Stack>
  );
}

function Items({ items, plain = false }: { items: string[]; plain?: boolean }) {
  return (
    <List spacing={4} size="sm" className={plain ? undefined : classes.checks}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The facts a guest decides by: price from, group size, answer time; the booking itself opens after approval. */
function BookingBox({ service }: { service: PublicService }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const { conditions } = service;
  const priceFrom = priceFromMessage(service, (amountEur) => (
    <Text key="price" component="span" fw={700} fz="xl" c="terracotta.7">
      {formatPrice(amountEur)}
    </Text>
  ));
  return (
    <Paper withBorder radius="md" p="lg" shadow="sm" className={classes.box}>
      <Stack gap="sm">
        {priceFrom && <Text>{intl.formatMessage({ id: priceFrom.id }, priceFrom.values)}</Text>}
        <Text size="sm">{intl.formatMessage({ id: 'preview.people' }, { min: conditions.minPeople, max: conditions.maxPeople })}</Text>
        <Text size="sm">{intl.formatMessage({ id: 'preview.answer' }, { time: responseTimeText(conditions.maxResponseTime, intl) })}</Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: service.bookable ? 'preview.bookingAfterApproval' : 'preview.notBookable' })}
        </Text>
      </Stack>
    </Paper>
  );
}

interface ServiceViewProps {
  service: PublicService;
  photos: GalleryPhoto[];
  /** The brand page, when the brand name should lead there (the storefront). */
  brandHref?: string;
  /** What the right column holds instead of the booking facts (the storefront's booking widget). */
  booking?: ReactNode;
  /** Shown below the sections (the storefront's similar services). */
  footer?: ReactNode;
}

/** A service as guests see it: gallery on top, the anchored sections, the booking box (staff review, provider preview and the storefront). */
export function ServiceView({ service, photos, brandHref, booking, footer }: ServiceViewProps) {
  const intl = useIntl();
  const { conditions } = service;
  const hasAdditional = service.amenities.length > 0 || Boolean(service.remark);

  return (
    <Stack gap="lg">
      <PhotoGalleryView photos={photos} title={service.title} />
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {[service.regionName, service.categoryName].join(' · ')}
          {' · '}
          {brandHref ? (
            <Anchor component={Link} to={brandHref} size="sm" fw={600} data-testid="brand-link">
              {service.brandName}
            </Anchor>
          ) : (
            service.brandName
          )}
        </Text>
        <Title order={1} size="h1" style={{ overflowWrap: 'anywhere' }}>
          {service.title}
        </Title>
        {service.exclusive && <ExclusiveBadge withHint />}
        {service.tags.length > 0 && (
          <Group gap={6}>
            {service.tags.map((tag) => (
              <Badge key={tag} variant="light" color="sea" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <nav aria-label={intl.formatMessage({ id: 'preview.sections' })} className={classes.anchors}>
        {SECTIONS.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm" fw={600}>
            {intl.formatMessage({ id: section.label })}
          </Anchor>
        ))}
      </nav>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: booking ? 1 : 2, md: 1 }}>
          <Stack gap="xl">
            <Section id="description" title="preview.section.description">
              <Text style={{ whiteSpace: 'pre-line' }}>{service.description}</Text>
              <Part title="preview.ownerStatement">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {service.ownerStatement}
                </Text>
              </Part>
              <Part title="preview.microLocation">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {service.microLocation}
                </Text>
              </Part>
              {service.includedInTheService.length > 0 && (
                <Part title="preview.included">
                  <Items items={service.includedInTheService} />
                </Part>
              )}
              {service.characteristics.length > 0 && (
                <Part title="preview.characteristics">
                  <Items items={service.characteristics} />
                </Part>
              )}
              {service.spLanguages.length > 0 && (
                <Part title="preview.languages">
                  <Text size="sm">{service.spLanguages.join(', ')}</Text>
                </Part>
              )}
            </Section>

            <Section id="offers" title="preview.section.offers">
              {service.offers.length === 0 ? (
                <Text c="dimmed">{intl.formatMessage({ id: 'preview.noOffers' })}</Text>
              ) : (
                service.offers.map((offer) => (
                  <Card key={offer.id} withBorder radius="md" padding="md" data-testid="preview-offer">
                    <Stack gap={6}>
                      <Title order={3} size="h5">
                        {offer.name}
                      </Title>
                      <OfferPrice offer={offer} />
                      <OfferFacts offer={offer} />
                      {offer.description && (
                        <Text size="sm" c="dimmed">
                          {offer.description}
                        </Text>
                      )}
                    </Stack>
                  </Card>
                ))
              )}
            </Section>

            <Section id="location" title="preview.section.location">
              <NearViewport height={260}>
                <LazyPositionMap
                  position={{ latitude: service.location.latitude, longitude: service.location.longitude }}
                  label={intl.formatMessage({ id: 'preview.map' }, { address: service.location.address })}
                  height={260}
                />
              </NearViewport>
              <MapLinks latitude={service.location.latitude} longitude={service.location.longitude} />
              <Part title="preview.meetingPoint">
                <Text size="sm">{service.location.address}</Text>
              </Part>
              {service.location.arrivalInstructions && (
                <Part title="preview.arrival">
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {service.location.arrivalInstructions}
                  </Text>
                </Part>
              )}
              {service.nearByLocations.length > 0 && (
                <Part title="preview.nearBy">
                  <Items
                    plain
                    items={service.nearByLocations.map((place) =>
                      intl.formatMessage(
                        { id: 'preview.distance' },
                        { place: place.place, km: intl.formatNumber(place.km, { maximumFractionDigits: 1 }) },
                      ),
                    )}
                  />
                </Part>
              )}
            </Section>

            <Section id="additional-content" title="preview.section.additional">
              {!hasAdditional && <Text c="dimmed">{intl.formatMessage({ id: 'preview.nothingMore' })}</Text>}
              {service.amenities.length > 0 && (
                <Part title="preview.amenities">
                  <Group gap={6}>
                    {service.amenities.map((amenity) => (
                      <Badge key={amenity} variant="light" color="olive" tt="none">
                        {amenity}
                      </Badge>
                    ))}
                  </Group>
                </Part>
              )}
              {service.remark && (
                <Part title="preview.remark">
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {service.remark}
                  </Text>
                </Part>
              )}
            </Section>

            <Section id="how-to-book" title="preview.section.howToBook">
              <Items
                items={[
                  intl.formatMessage({ id: 'preview.people' }, { min: conditions.minPeople, max: conditions.maxPeople }),
                  intl.formatMessage({ id: 'preview.advance' }, { count: conditions.advance }),
                  intl.formatMessage({ id: 'preview.answer' }, { time: responseTimeText(conditions.maxResponseTime, intl) }),
                  cancellationText(conditions.cancellationPolicy, conditions.cancellation, intl),
                  intl.formatMessage({ id: 'preview.payment' }),
                ]}
              />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: booking ? 2 : 1, md: 2 }}>
          {booking ?? <BookingBox service={service} />}
        </Grid.Col>
      </Grid>
      {footer}
    </Stack>
  );
}
