import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { clearFlash, getFlash, type Flash } from '../flash';

/** Shows the flash message waiting for this screen, and forgets it when the screen goes away. */
export function FlashAlert() {
  const intl = useIntl();
  // Kept in state: StrictMode's trial unmount clears the store, the message stays on screen.
  const [flash, setFlash] = useState<Flash | null>(getFlash);
  useEffect(() => () => clearFlash(), []);
  if (!flash) return null;
  const text = 'text' in flash.content ? flash.content.text : intl.formatMessage({ id: flash.content.id });
  return (
    <Alert
      color={flash.color}
      variant="light"
      role={flash.color === 'red' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'app.close' })}
      onClose={() => setFlash(null)}
      data-testid="flash"
    >
      {text}
    </Alert>
  );
}
