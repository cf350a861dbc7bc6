/**
 * After a refused submit of a long form, brings the first field with a message into view and
 * focuses it (once React has drawn the messages).
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid.focus({ preventScroll: true });
  });
}
