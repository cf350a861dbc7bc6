import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes-guard';
import { useNotify } from '../../../shared/ui/use-notify';
import {
  checkSeason,
  emptySeason,
  formToInput,
  problemArea,
  problemScope,
  seasonToForm,
  type DateRange,
  type SeasonFormValues,
} from '../season-form';
import { listWeekdays } from '../weekdays';
import { useSaveSeason, type Season } from './use-seasons';

/** Field keys the editor shows next to a field or row; any other message goes to its alert. */
const SHOWN = ['name', 'from', 'to', 'workingTimes', 'bookingTimes', 'unavailableDates'];

interface ServerAnswer {
  /** The values that were sent: a message stays until the part it is about changes. */
  sent: SeasonFormValues;
  fields: Record<string, string>;
  message?: string;
}

function serverAnswer(error: unknown, sent: SeasonFormValues, intl: IntlShape): ServerAnswer | null {
  if (!(error instanceof ApiError)) return { sent, fields: {}, message: intl.formatMessage({ id: 'error.generic' }) };
  // 5xx is announced by the global error notification.
  if (error.status >= 500) return null;
  const fields = error.fields ?? {};
  const hidden = Object.entries(fields).filter(([key]) => !SHOWN.includes(key.split('.')[0]));
  const message = Object.keys(fields).length === 0 ? error.message : hidden[0]?.[1];
  return { sent, fields, message };
}

interface EditorOptions {
  serviceId: number;
  /** The season being edited; none for a new one. */
  season?: Season;
  /** The service's other seasons, which the dates must not overlap. */
  others: readonly DateRange[];
  onSaved(season: Season): void;
}

/**
 * State of the season editor. Our own checks show once a part was visited or a save was tried;
 * the server's messages show until the part they are about changes. Errors are keyed like the
 * server's fields.
 */
export function useSeasonEditor({ serviceId, season, others, onSaved }: EditorOptions) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSaveSeason(serviceId);
  const [initial] = useState<SeasonFormValues>(() => (season ? seasonToForm(season) : emptySeason()));
  const [values, setValues] = useState<SeasonFormValues>(initial);
  const [attempted, setAttempted] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [answer, setAnswer] = useState<ServerAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  // Being saved is not unsaved: the editor closes (or the screen moves on) once the save succeeds.
  useUnsavedChanges(!saving && JSON.stringify(values) !== JSON.stringify(initial));

  const problems = useMemo(() => checkSeason(values, others, (days) => listWeekdays(days, intl.locale)), [values, others, intl.locale]);

  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    Object.entries(problems).forEach(([key, problem]) => {
      if (attempted || visited.has(problemArea(key))) shown[key] = intl.formatMessage({ id: problem.id }, problem.values);
    });
    Object.entries(answer?.fields ?? {}).forEach(([key, text]) => {
      if (shown[key] || !SHOWN.includes(key.split('.')[0])) return;
      if (problemScope(key, values) === problemScope(key, answer!.sent)) shown[key] = text;
    });
    return shown;
  }, [problems, attempted, visited, answer, values, intl]);

  const change = (patch: Partial<SeasonFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const visit = (area: string) => setVisited((current) => (current.has(area) ? current : new Set(current).add(area)));

  /** Saves when our checks pass; resolves false when something is to be fixed. */
  async function submit(): Promise<boolean> {
    setAttempted(true);
    if (Object.keys(problems).length > 0) return false;
    setSaving(true);
    setAnswer(null);
    try {
      const saved = await save(formToInput(values), season?.id);
      notify.success({ id: 'scheduling.editor.saved' });
      onSaved(saved);
      return true;
    } catch (error) {
      setAnswer(serverAnswer(error, values, intl));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { values, change, visit, errors, formError: answer?.message, saving, submit };
}

export type SeasonEditorState = ReturnType<typeof useSeasonEditor>;
