// The object's A4 poster (its name, a QR code of its link, nearby experiences) in Croatian or English.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../shared/ui/use-notify';
import { downloadPoster, type PartnerObject, type PosterLanguage } from '../hooks/use-partner';

const LANGUAGES: PosterLanguage[] = ['hr', 'en'];

export function PosterButtons({ object }: { object: Pick<PartnerObject, 'id' | 'name'> }) {
  const intl = useIntl();
  const notify = useNotify();
  const [working, setWorking] = useState<PosterLanguage | null>(null);

  async function download(language: PosterLanguage) {
    setWorking(language);
    try {
      await downloadPoster(object, language);
    } catch {
      notify.error({ id: 'partnerObjects.posterFailed' });
    } finally {
      setWorking(null);
    }
  }

  return (
    <Group gap="xs" align="center">
      <Text size="sm" fw={600}>
        {intl.formatMessage({ id: 'partnerObjects.poster' })}
      </Text>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          variant="default"
          size="xs"
          loading={working === language}
          disabled={working !== null && working !== language}
          onClick={() => void download(language)}
          aria-label={intl.formatMessage({ id: `partnerObjects.posterLabel.${language}` }, { object: object.name })}
        >
          {intl.formatMessage({ id: `partnerObjects.posterLanguage.${language}` })}
        </Button>
      ))}
    </Group>
  );
}
