import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, leavesPage, type FormSaveState } from './unsaved-changes';

const pristine: FormSaveState = { dirty: false, dirtySinceLastSubmit: false, submitting: false, submitSucceeded: false };

describe('unsaved changes of a form', () => {
  it('has none while nothing was changed', () => {
    expect(hasUnsavedChanges(pristine)).toBe(false);
  });

  it('has some once a value was changed', () => {
    expect(hasUnsavedChanges({ ...pristine, dirty: true })).toBe(true);
  });

  it('has none while the form is being saved', () => {
    expect(hasUnsavedChanges({ ...pristine, dirty: true, submitting: true })).toBe(false);
  });

  it('has none after a successful save, until a value changes again', () => {
    const saved = { ...pristine, dirty: true, submitSucceeded: true };
    expect(hasUnsavedChanges(saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, dirtySinceLastSubmit: true })).toBe(true);
  });

  it('keeps changes after a refused save', () => {
    expect(hasUnsavedChanges({ ...pristine, dirty: true, submitSucceeded: false })).toBe(true);
  });
});

describe('leaving the page', () => {
  it('is a move to another path', () => {
    expect(leavesPage({ pathname: '/add/company' }, { pathname: '/add/brand' })).toBe(true);
  });

  it('is not a change of the query or the hash alone', () => {
    expect(leavesPage({ pathname: '/dashboard/company' }, { pathname: '/dashboard/company' })).toBe(false);
  });
});
