// Where the booking widget sits: a sticky box in the right column on wide screens; on a phone a
// bottom bar with the price from and a button that opens the widget in a drawer.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useFormatPrice } from '../../../shared/format/use-format-price';
import { priceFromMessage } from '../../catalog/components/preview/price-from';
import { BookingWidget } from './booking-widget';
import classes from './booking-widget.module.css';

const BookingDrawer = lazy(() => import('./booking-drawer'));

/** The width from which the page has two columns (Mantine's md). */
export const WIDE_SCREEN = '(min-width: 62em)';

export function BookingPanel(props: ComponentProps<typeof BookingWidget>) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  // Read at once (no server rendering): the box must not jump in after the first paint.
  const wide = useMediaQuery(WIDE_SCREEN, undefined, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (wide) {
    return (
      <Paper withBorder radius="lg" p="lg" shadow="md" className={classes.box}>
        <BookingWidget {...props} />
      </Paper>
    );
  }
  const price = priceFromMessage(props.service, (amountEur) => (
    <Text key="price" span fw={800} c="terracotta.8">
      {formatPrice(amountEur)}
    </Text>
  ));
  return (
    <>
      <div className={classes.bar} data-testid="booking-bar">
        <Group justify="space-between" wrap="nowrap" maw={720} mx="auto">
          <Text size="sm">{price && intl.formatMessage({ id: price.id }, price.values)}</Text>
          <Button
            size="md"
            radius="xl"
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            {intl.formatMessage({ id: 'bookingWidget.open' })}
          </Button>
        </Group>
      </div>
      {/* The drawer's code (Mantine's Drawer) loads when the guest first opens it. */}
      {wanted && (
        <Suspense fallback={null}>
          <BookingDrawer opened={open} onClose={() => setOpen(false)} {...props} />
        </Suspense>
      )}
    </>
  );
}
