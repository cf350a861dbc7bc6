import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFocusAddedRow } from '../../../../shared/forms/focus-added-row';
import type { MessageId } from '../../../../shared/i18n/messages';
import { useListField } from '../../../../shared/forms/use-list-field';

/** No element may be empty (spec: "Please enter the element."). */
const validateItems = (items: string[]) =>
  items.map((item) => ((item ?? '').trim() === '' ? ('validation.element.required' as const) : undefined));

interface ListItemsFieldProps {
  /** A list of texts in the form values, e.g. "included". */
  name: string;
  label: MessageId;
  hint: MessageId;
  itemLabel: MessageId;
  addLabel: MessageId;
}

/** A list of short texts (what is included, characteristics): add, edit, remove; none may be empty. */
export function ListItemsField({ name, label, hint, itemLabel, addLabel }: ListItemsFieldProps) {
  const intl = useIntl();
  const { items, change, visit, errorOf, listError } = useListField<string>(name, validateItems);
  const itemText = intl.formatMessage({ id: itemLabel });
  const rowAdded = useFocusAddedRow(
    items.length,
    useCallback((index: number) => `${name}-${index}`, [name]),
  );

  return (
    <Input.Wrapper label={intl.formatMessage({ id: label })} description={intl.formatMessage({ id: hint })} error={listError}>
      <Stack gap="xs" mt={6}>
        {items.map((item, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              name={`${name}[${index}]`}
              id={`${name}-${index}`}
              value={item ?? ''}
              onChange={(event) => change(items.map((other, at) => (at === index ? event.currentTarget.value : other)))}
              onBlur={() => visit(index)}
              aria-label={`${itemText} ${index + 1}`}
              error={errorOf(index)}
              flex={1}
              miw={0}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              onClick={() => change(items.filter((_, at) => at !== index))}
              aria-label={intl.formatMessage({ id: 'service.list.remove' }, { item: `${itemText} ${index + 1}` })}
            >
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        ))}
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'service.list.empty' })}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => {
            rowAdded();
            change([...items, '']);
          }}
        >
          + {intl.formatMessage({ id: addLabel })}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
