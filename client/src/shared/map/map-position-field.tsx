import { Group, Input, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../forms/field-error';
import type { Validator } from '../forms/validators';
import type { MessageId } from '../i18n/messages';
import { formatDecimal, parseDecimal } from '../forms/decimal';
import { DecimalField } from '../forms/decimal-field';
import { LazyPositionMap } from './lazy-position-map';
import type { Position } from './position-map';

/** The map position of a form as numbers, or null while either coordinate is missing or invalid. */
export function readPosition(latitude: unknown, longitude: unknown): Position | null {
  const lat = parseDecimal(latitude);
  const lng = parseDecimal(longitude);
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** A latitude (or, with 180, longitude) that must be there and be a number within range. */
export function coordinate(limit: 90 | 180, message: MessageId): Validator {
  return (value) => {
    const number = parseDecimal(value);
    return number === undefined || Math.abs(number) > limit ? message : undefined;
  };
}

interface MapPositionFieldProps {
  latitudeName: string;
  longitudeName: string;
  label: MessageId;
  hint: MessageId;
  /** The message when there is no valid position (spec: "Please enter a valid address."). */
  message: MessageId;
}

/** A position set by clicking the map (or dragging its pin) or by typing latitude and longitude. */
export function MapPositionField({ latitudeName, longitudeName, label, hint, message }: MapPositionFieldProps) {
  const intl = useIntl();
  const form = useForm();
  const latitude = useField<string>(latitudeName, { validate: coordinate(90, message) });
  const longitude = useField<string>(longitudeName, { validate: coordinate(180, message) });
  const position = readPosition(latitude.input.value, longitude.input.value);
  const error = fieldError(latitude.meta, intl) ?? fieldError(longitude.meta, intl);

  const pick = useCallback(
    ({ latitude: lat, longitude: lng }: Position) => {
      form.batch(() => {
        form.change(latitudeName, formatDecimal(Number(lat.toFixed(6)), intl.locale));
        form.change(longitudeName, formatDecimal(Number(lng.toFixed(6)), intl.locale));
        form.blur(latitudeName);
        form.blur(longitudeName);
      });
    },
    [form, intl.locale, latitudeName, longitudeName],
  );

  const text = intl.formatMessage({ id: label });
  return (
    <Input.Wrapper label={text} error={error} withAsterisk errorProps={{ role: 'alert' }}>
      <Stack gap="xs" mt={4}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: hint })}
        </Text>
        <LazyPositionMap position={position} onPick={pick} label={text} />
        <Group grow gap="sm" align="flex-start">
          <DecimalField name={latitudeName} label="map.latitude" required errorShownElsewhere />
          <DecimalField name={longitudeName} label="map.longitude" required errorShownElsewhere />
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
