import { Group, Input, NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../../shared/forms/field-error';
import type { MessageId } from '../../../../shared/i18n/messages';
import classes from './date-of-birth-field.module.css';

const OLDEST_YEAR = 1900;

function PartSelect({ name, label, options }: { name: string; label: MessageId; options: { value: string; label: string }[] }) {
  const intl = useIntl();
  const { input } = useField<string>(name);
  const text = intl.formatMessage({ id: label });
  return (
    <NativeSelect
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      aria-label={text}
      data={[{ value: '', label: text }, ...options]}
      flex={1}
      miw={0}
      classNames={{ input: input.value ? undefined : classes.empty }}
    />
  );
}

/**
 * Day, month and year chosen separately (spec section 3). The record-level check reports on
 * `dateOfBirth`, which is also the field the server names.
 */
export function DateOfBirthField() {
  const intl = useIntl();
  const { meta } = useField('dateOfBirth', {
    subscription: { error: true, submitError: true, touched: true, dirtySinceLastSubmit: true },
  });
  const error = fieldError(meta, intl);

  const days = useMemo(() => Array.from({ length: 31 }, (_, i) => String(i + 1)).map((d) => ({ value: d, label: d })), []);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(Date.UTC(2000, i, 1)) }));
  }, [intl.locale]);
  const years = useMemo(() => {
    const last = new Date().getFullYear();
    return Array.from({ length: last - OLDEST_YEAR + 1 }, (_, i) => String(last - i)).map((y) => ({
      value: y,
      label: y,
    }));
  }, []);

  return (
    <fieldset className={classes.fieldset} aria-invalid={Boolean(error)}>
      <legend className={classes.legend}>{intl.formatMessage({ id: 'profile.dateOfBirth' })}</legend>
      <Group gap="xs" wrap="nowrap">
        <PartSelect name="dobDay" label="profile.day" options={days} />
        <PartSelect name="dobMonth" label="profile.month" options={months} />
        <PartSelect name="dobYear" label="profile.year" options={years} />
      </Group>
      {error && <Input.Error mt={5}>{error}</Input.Error>}
    </fieldset>
  );
}
