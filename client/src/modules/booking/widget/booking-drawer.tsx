// The booking widget in a bottom drawer, on a phone; its own chunk, loaded when first opened.
import { Drawer } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { BookingWidget } from './booking-widget';

type Props = ComponentProps<typeof BookingWidget> & { opened: boolean; onClose(): void };

export default function BookingDrawer({ opened, onClose, ...props }: Props) {
  const intl = useIntl();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="92%"
      radius="lg"
      title={props.service.title}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'app.close' }) }}
    >
      <BookingWidget {...props} />
    </Drawer>
  );
}
