// Reads the voucher's QR code with ZXing (@zxing/browser, loaded when first used): live from the
// phone's back camera, or from a picked photo or screenshot (desktops without a camera, and tests).
// A photo ZXing cannot read is given to jsQR as well: each reads codes the other misses.
import { Alert, Button, FileButton, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { IScannerControls } from '@zxing/browser';

interface Props {
  onCode(text: string): void;
  disabled?: boolean;
}

async function reader() {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  return new BrowserQRCodeReader();
}

async function readWithZxing(url: string): Promise<string | null> {
  try {
    return (await (await reader()).decodeFromImageUrl(url)).getText();
  } catch {
    return null;
  }
}

/** The photo's pixels through jsQR (loaded when first needed); null when it finds no code. */
async function readWithJsQr(file: File): Promise<string | null> {
  try {
    const [{ default: jsQR }, bitmap] = await Promise.all([import('jsqr'), createImageBitmap(file)]);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return jsQR(data, width, height)?.data || null;
  } catch {
    return null;
  }
}

export function QrScanner({ onCode, disabled }: Props) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<'noCamera' | 'notFound' | null>(null);

  const stop = () => {
    controls.current?.stop();
    controls.current = null;
    setScanning(false);
  };

  useEffect(() => () => controls.current?.stop(), []);

  const startCamera = async () => {
    setProblem(null);
    setScanning(true);
    try {
      const qr = await reader();
      controls.current = await qr.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current ?? undefined, (result) => {
        if (!result) return;
        stop();
        onCode(result.getText());
      });
    } catch {
      setScanning(false);
      setProblem('noCamera');
    }
  };

  const scanFile = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const url = URL.createObjectURL(file);
    try {
      const text = (await readWithZxing(url)) ?? (await readWithJsQr(file));
      if (text) onCode(text);
      else setProblem('notFound');
    } finally {
      URL.revokeObjectURL(url);
    }
  };

  return (
    <Stack gap="sm">
      <video
        ref={video}
        muted
        playsInline
        hidden={!scanning}
        aria-label={intl.formatMessage({ id: 'checkIn.scan.preview' })}
        style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: '#000', objectFit: 'cover' }}
      />
      <Stack gap="sm">
        {scanning ? (
          <Button variant="default" size="md" onClick={stop}>
            {intl.formatMessage({ id: 'checkIn.scan.stop' })}
          </Button>
        ) : (
          <Button size="md" onClick={startCamera} disabled={disabled} data-testid="scan-camera">
            {intl.formatMessage({ id: 'checkIn.scan.camera' })}
          </Button>
        )}
        <FileButton
          onChange={scanFile}
          accept="image/*"
          disabled={disabled}
          inputProps={{ 'aria-label': intl.formatMessage({ id: 'checkIn.scan.photo' }) }}
        >
          {(props) => (
            <Button {...props} size="md" variant="light" data-testid="scan-photo">
              {intl.formatMessage({ id: 'checkIn.scan.photo' })}
            </Button>
          )}
        </FileButton>
      </Stack>
      {problem && (
        <Alert color="orange" role="status">
          {intl.formatMessage({ id: problem === 'noCamera' ? 'checkIn.scan.noCamera' : 'checkIn.scan.notFound' })}
        </Alert>
      )}
    </Stack>
  );
}
