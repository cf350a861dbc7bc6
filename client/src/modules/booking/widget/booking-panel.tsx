// Where the booking widget sits: a sticky box in the right column on wide screens; on a phone a
// bottom bar with the price from and a button that opens the widget in a drawer. The widget (calendar,
// start times, offers) is its own chunk, fetched right after the page's first paint: the page's text
// and gallery do not wait for it, and its box keeps its place meanwhile.
import { Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useFormatPrice } from '../../../shared/format/use-format-price';
import { priceFromMessage } from '../../catalog/components/preview/price-from';
import type { BookingWidget as BookingWidgetType } from './booking-widget';
import classes from './booking-widget.module.css';

const loadWidget = () => import('./booking-widget');
const BookingWidget = lazy(() => loadWidget().then((module) => ({ default: module.BookingWidget })));
const BookingDrawer = lazy(() => import('./booking-drawer'));

/** The box's content until the widget's chunk arrives: the calendar's place, so nothing moves. */
function WidgetSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" className={classes.skeleton}>
      <Skeleton height={24} width="60%" radius="sm" />
      <Skeleton height={260} radius="md" />
      <Skeleton height={42} radius="xl" />
    </Stack>
  );
}

/** The width from which the page has two columns (Mantine's md). */
export const WIDE_SCREEN = '(min-width: 62em)';

export function BookingPanel(props: ComponentProps<typeof BookingWidgetType>) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  // Read at once on the client: the box must not jump in after the first paint.
  const wideScreen = useMediaQuery(WIDE_SCREEN, undefined, { getInitialValueInEffect: false });
  // Rendered on the server and while hydrating, the width is unknown: both go out, and CSS shows the one for the screen.
  const mounted = useMounted();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // After the first paint; on a phone too, so the drawer opens at once.
  useEffect(() => void loadWidget(), []);
  const price = priceFromMessage(props.service, (amountEur) => (
    <Text key="price" span fw={800} c="terracotta.8">
      {formatPrice(amountEur)}
    </Text>
  ));
  if (!mounted) {
    return (
      <>
        <Paper withBorder radius="lg" p="lg" shadow="md" className={classes.box} visibleFrom="md">
          <WidgetSkeleton />
        </Paper>
        <Box hiddenFrom="md">{bar(null)}</Box>
      </>
    );
  }
  if (wideScreen) {
    return (
      <Paper withBorder radius="lg" p="lg" shadow="md" className={classes.box}>
        <Suspense fallback={<WidgetSkeleton />}>
          <BookingWidget {...props} />
        </Suspense>
      </Paper>
    );
  }
  function bar(onOpen: (() => void) | null) {
    return (
      <div className={classes.bar} data-testid="booking-bar">
        <Group justify="space-between" wrap="nowrap" maw={720} mx="auto">
          <Text size="sm">{price && intl.formatMessage({ id: price.id }, price.values)}</Text>
          <Button size="md" radius="xl" onClick={onOpen ?? undefined}>
            {intl.formatMessage({ id: 'bookingWidget.open' })}
          </Button>
        </Group>
      </div>
    );
  }
  return (
    <>
      {bar(() => {
        setWanted(true);
        setOpen(true);
      })}
      {/* The drawer's code (Mantine's Drawer) loads when the guest first opens it. */}
      {wanted && (
        <Suspense fallback={null}>
          <BookingDrawer opened={open} onClose={() => setOpen(false)} {...props} />
        </Suspense>
      )}
    </>
  );
}
