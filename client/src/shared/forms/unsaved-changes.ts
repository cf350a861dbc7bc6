// When a form holds work that leaving the page would lose.

/** The part of a final-form state that tells whether the values on screen are saved. */
export interface FormSaveState {
  dirty?: boolean;
  dirtySinceLastSubmit?: boolean;
  submitting?: boolean;
  submitSucceeded?: boolean;
}

/**
 * Unsaved: changed since loaded (or since the last successful save). A form being submitted is not:
 * its step moves on by itself once the save succeeds.
 */
export function hasUnsavedChanges(state: FormSaveState): boolean {
  if (state.submitting) return false;
  return Boolean(state.submitSucceeded ? state.dirtySinceLastSubmit : state.dirty);
}

/** Only a move to another page loses the form; a change of the query or the hash keeps it. */
export function leavesPage(current: { pathname: string }, next: { pathname: string }): boolean {
  return current.pathname !== next.pathname;
}
