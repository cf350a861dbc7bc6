import { Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { CancellationPolicy } from '../../../../graphql/generated';
import { convertRefundPeriod } from '../../refund-period';
import { DecimalField } from '../../../../shared/forms/decimal-field';
import { serviceRules } from './validators';

const POLICIES: CancellationPolicy[] = ['NO_REFUND', 'FULL_REFUND_DAYS', 'FULL_REFUND_HOURS'];

/** The refund policy: none, or a full refund up to N days or N hours before the start. */
export function CancellationField() {
  const intl = useIntl();
  const form = useForm();
  const { input } = useField<CancellationPolicy>('cancellationPolicy');
  const policy = input.value || 'NO_REFUND';
  const [converted, setConverted] = useState<string | null>(null);

  /** A new policy; switching between days and hours converts the period and says so. */
  function choose(next: CancellationPolicy) {
    const before = String(form.getState().values.cancellationBefore ?? '');
    const period = convertRefundPeriod(before, policy, next);
    form.batch(() => {
      input.onChange(next);
      if (period.value !== before) form.change('cancellationBefore', period.value);
    });
    if (period.value === before) return setConverted(null);
    const toDays = next === 'FULL_REFUND_DAYS';
    const [hours, days] = toDays ? [Number(before), Number(period.value)] : [Number(period.value), Number(before)];
    const id = toDays
      ? period.rounded
        ? 'service.cancellation.roundedToDays'
        : 'service.cancellation.convertedToDays'
      : 'service.cancellation.convertedToHours';
    setConverted(intl.formatMessage({ id }, { hours, days }));
  }

  return (
    <Stack gap="sm">
      <Radio.Group
        name="cancellationPolicy"
        value={policy}
        onChange={(value) => choose(value as CancellationPolicy)}
        label={intl.formatMessage({ id: 'service.cancellation' })}
        withAsterisk
      >
        <Stack gap="xs" mt={6}>
          {POLICIES.map((value) => (
            <Radio key={value} value={value} label={intl.formatMessage({ id: `service.cancellation.${value}` })} />
          ))}
        </Stack>
      </Radio.Group>
      {policy !== 'NO_REFUND' && (
        <DecimalField
          name="cancellationBefore"
          label={policy === 'FULL_REFUND_DAYS' ? 'service.cancellationDays' : 'service.cancellationHours'}
          validate={serviceRules.cancellationBefore}
          integer
          w={{ base: '100%', xs: 280 }}
        />
      )}
      {converted && policy !== 'NO_REFUND' && (
        <Text size="sm" c="sea.8" role="status" data-testid="refund-period-converted">
          {converted}
        </Text>
      )}
    </Stack>
  );
}
