// "+ Add …" buttons of a list in a form: the new row's input takes the focus, so that what the user
// types next goes into it (left on the button, each space typed would press it again and add a row).
import { useEffect, useRef } from 'react';

/**
 * `rows`: how many rows the list has; `inputId`: the id of a row's first input. Call the returned
 * function when a row is added: once it is rendered, its input is focused.
 */
export function useFocusAddedRow(rows: number, inputId: (index: number) => string): () => void {
  const added = useRef<number | null>(null);
  useEffect(() => {
    if (added.current === null || added.current >= rows) return;
    document.getElementById(inputId(added.current))?.focus();
    added.current = null;
  }, [rows, inputId]);
  return () => {
    added.current = rows;
  };
}
