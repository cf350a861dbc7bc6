import { Radio, Stack } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { CancellationPolicy } from '../../../../graphql/generated';
import { DecimalField } from '../../../../shared/forms/decimal-field';
import { serviceRules } from './validators';

const POLICIES: CancellationPolicy[] = ['NO_REFUND', 'FULL_REFUND_DAYS', 'FULL_REFUND_HOURS'];

/** The refund policy: none, or a full refund up to N days or N hours before the start. */
export function CancellationField() {
  const intl = useIntl();
  const { input } = useField<CancellationPolicy>('cancellationPolicy');
  const policy = input.value || 'NO_REFUND';
  return (
    <Stack gap="sm">
      <Radio.Group
        name="cancellationPolicy"
        value={policy}
        onChange={(value) => input.onChange(value)}
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
    </Stack>
  );
}
