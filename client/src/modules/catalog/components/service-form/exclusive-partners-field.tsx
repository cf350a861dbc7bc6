// An exclusive service's partners: shown while "exclusive" is on, a choice among the approved sales
// partners (by name, with their objects), whose guests alone will see and book the service.
import { Alert, MultiSelect, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldError } from '../../../../shared/forms/field-error';
import { usePartnerDirectory } from '../../hooks/use-service-partners';

export function ExclusivePartnersField() {
  const intl = useIntl();
  const { input: exclusive } = useField<boolean>('exclusive', { subscription: { value: true } });
  const { input, meta } = useField<string[]>('partnerIds');
  const { partners, loading, error } = usePartnerDirectory(Boolean(exclusive.value));
  const data = useMemo(() => partners.map((partner) => ({ value: String(partner.id), label: partner.legalName })), [partners]);
  const objectsOf = useMemo(
    () => new Map(partners.map((partner) => [String(partner.id), partner.objects.map((object) => object.name).join(', ')])),
    [partners],
  );
  if (!exclusive.value) return null;
  if (error) return <Alert color="red">{intl.formatMessage({ id: 'error.generic' })}</Alert>;
  const value = Array.isArray(input.value) ? input.value : [];

  return (
    <MultiSelect
      id="partnerIds"
      name={input.name}
      value={value}
      onChange={(next) => input.onChange(next)}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      data={data}
      disabled={loading}
      label={intl.formatMessage({ id: 'service.partners' })}
      description={intl.formatMessage({ id: partners.length === 0 && !loading ? 'service.partnersNone' : 'service.partnersHint' })}
      placeholder={value.length === 0 ? intl.formatMessage({ id: 'service.partnersPlaceholder' }) : undefined}
      error={fieldError(meta, intl)}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={intl.formatMessage({ id: 'form.nothingFound' })}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          {objectsOf.get(option.value) && (
            <Text size="xs" c="dimmed">
              {objectsOf.get(option.value)}
            </Text>
          )}
        </div>
      )}
      data-testid="service-partners"
    />
  );
}
