// The list's filters in a bottom drawer, on a phone: its own chunk (Mantine's Drawer), fetched after
// the list's first paint on a phone, so it opens at once.
import { Button, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The button under the filters that closes the drawer ("Show 3 experiences"). */
  showResults: string;
  children: ReactNode;
}

export default function FilterDrawer({ opened, onClose, title, showResults, children }: FilterDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="bottom" size="90%">
      {children}
      <Button fullWidth mt="md" onClick={onClose}>
        {showResults}
      </Button>
    </Drawer>
  );
}
