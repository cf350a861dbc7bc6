// A list in a react-final-form form (what is included, distances, price rows) held as ONE field.
// Why not a field per item ("included[1]")? react-final-form 7 sets a newly mounted field to the
// form's initial value at its path, so a row added after another was removed would come back with
// the removed row's text. One field for the list avoids that; each item's messages are tracked here.
import { useCallback, useState } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** The message ids of one item: a string (the item is a text) or one per key (the item is an object). */
export type ItemErrors = MessageId | Partial<Record<string, MessageId>> | undefined;

type ListValidator<T> = (items: T[], allValues: object | undefined) => ItemErrors[];

function hasErrors(errors: ItemErrors[]): boolean {
  return errors.some((error) => (typeof error === 'string' ? true : error !== undefined && Object.values(error).some(Boolean)));
}

function pick(errors: unknown, index: number, key: string | undefined): unknown {
  if (!Array.isArray(errors)) return undefined;
  const item: unknown = errors[index];
  if (key === undefined) return item;
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
}

export function useListField<T>(name: string, validate?: ListValidator<T>) {
  const intl = useIntl();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { input, meta } = useField<T[]>(name, {
    validate: validate
      ? (value: T[] | undefined, allValues: object | undefined) => {
          const errors = validate(Array.isArray(value) ? value : [], allValues);
          return hasErrors(errors) ? errors : undefined;
        }
      : undefined,
  });
  const items: T[] = Array.isArray(input.value) ? input.value : [];
  const { onChange, onBlur } = input;

  /** Marks an item's input as visited: its own message shows from now on. */
  const visit = useCallback(
    (index: number, key?: string) => {
      setTouched((current) => new Set(current).add(`${index}.${key ?? ''}`));
      onBlur();
    },
    [onBlur],
  );

  const change = useCallback(
    (next: T[]) => {
      // Items move when one is removed: what was visited no longer matches.
      if (next.length < items.length) setTouched(new Set());
      onChange(next);
    },
    [items.length, onChange],
  );

  /** The message under an item (or one key of it): ours once visited or submitted, else the server's. */
  function errorOf(index: number, key?: string): string | undefined {
    const own = pick(meta.error, index, key);
    if (typeof own === 'string' && (meta.submitFailed || touched.has(`${index}.${key ?? ''}`))) {
      return intl.formatMessage({ id: own as MessageId });
    }
    const server = pick(meta.submitError, index, key);
    return !meta.dirtySinceLastSubmit && typeof server === 'string' ? server : undefined;
  }

  /** A message about the list as a whole from the server (e.g. "at least one distance"). */
  const listError = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;

  return { items, change, visit, errorOf, listError };
}
