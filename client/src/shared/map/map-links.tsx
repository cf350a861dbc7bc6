// "Open in maps": the meeting point in Google Maps and OpenStreetMap by its coordinates, so a guest
// finds it even when the map tiles do not load.
import { Anchor, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

export function googleMapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

export function MapLinks({ latitude, longitude }: { latitude: number; longitude: number }) {
  const intl = useIntl();
  return (
    <Group gap="md" data-testid="map-links">
      <Text size="sm" fw={600}>
        {intl.formatMessage({ id: 'preview.openInMaps' })}
      </Text>
      <Anchor href={googleMapsUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" size="sm">
        Google Maps
      </Anchor>
      <Anchor href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" size="sm">
        OpenStreetMap
      </Anchor>
    </Group>
  );
}
