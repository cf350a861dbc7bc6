// The unsaved-changes guard's hook-up for a react-final-form form; kept apart from the guard so
// that final-form is loaded with the screens that have forms, not with every page's first load.
import { useForm } from 'react-final-form';
import { useUnsavedChanges } from './unsaved-changes-guard';
import { hasUnsavedChanges } from './unsaved-changes';

/** Put inside a react-final-form `Form`: guards its changes until they are saved. */
export function FormUnsavedChanges() {
  const form = useForm();
  useUnsavedChanges(() => hasUnsavedChanges(form.getState()));
  return null;
}
