// A Leaflet map over OpenStreetMap tiles with one marked position. Tiles are decoration: when they
// cannot load (offline, blocked, tests) the map still takes clicks and the marker still shows.
import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngExpression, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import classes from './position-map.module.css';

export interface Position {
  latitude: number;
  longitude: number;
}

/** Croatia as a whole, where a map without a position starts. */
const CROATIA: LatLngExpression = [44.6, 16.3];
const COUNTRY_ZOOM = 6;
const PLACE_ZOOM = 14;

/** The `{s}` form: the server's content security policy allows *.tile.openstreetmap.org. */
const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A drawn pin, so the marker needs no image files. */
const PIN = divIcon({
  className: classes.pinIcon,
  html: `<span class="${classes.pin}"></span>`,
  iconSize: [28, 36],
  iconAnchor: [14, 34],
});

function Recenter({ position }: { position: Position | null }) {
  const map = useMap();
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    map.setView([latitude, longitude], Math.max(map.getZoom(), PLACE_ZOOM - 2), { animate: false });
  }, [map, latitude, longitude]);
  return null;
}

function ClickToPlace({ onPick }: { onPick(position: Position): void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
  });
  return null;
}

interface PositionMapProps {
  position: Position | null;
  /** When given, a click on the map or dragging the marker picks the position. */
  onPick?(position: Position): void;
  label: string;
  height?: number;
}

export default function PositionMap({ position, onPick, label, height = 280 }: PositionMapProps) {
  const center = useMemo<LatLngExpression>(
    () => (position ? [position.latitude, position.longitude] : CROATIA),
    // The first position only: later moves pan through Recenter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const markerEvents = useMemo(
    () => ({
      dragend: (event: { target: { getLatLng(): { lat: number; lng: number } } }) => {
        const { lat, lng } = event.target.getLatLng();
        onPick?.({ latitude: lat, longitude: lng });
      },
    }),
    [onPick],
  );

  return (
    <div className={classes.frame} style={{ height }} role="region" aria-label={label} data-testid="position-map">
      <MapContainer
        center={center}
        zoom={position ? PLACE_ZOOM : COUNTRY_ZOOM}
        scrollWheelZoom={false}
        className={classes.map}
        attributionControl
      >
        <TileLayer url={TILES} subdomains={['a', 'b', 'c']} attribution={ATTRIBUTION} maxZoom={19} />
        {position && (
          <Marker
            position={[position.latitude, position.longitude]}
            icon={PIN}
            draggable={Boolean(onPick)}
            eventHandlers={markerEvents}
            keyboard={false}
          />
        )}
        <Recenter position={position} />
        {onPick && <ClickToPlace onPick={onPick} />}
      </MapContainer>
    </div>
  );
}
