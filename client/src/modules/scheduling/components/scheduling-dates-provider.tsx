// Mantine's date pickers in the interface language (dayjs 'hr' for Croatian), weeks from Monday;
// weekends are not painted red (red is for errors only).
import '@mantine/dates/styles.css';
import 'dayjs/locale/hr';
import { DatesProvider, type CalendarAriaLabels } from '@mantine/dates';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../shared/i18n/language-store';

export function SchedulingDatesProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: language, firstDayOfWeek: 1, weekendDays: [] }}>{children}</DatesProvider>;
}

/** Names for the pickers' navigation buttons, which Mantine leaves unlabelled. */
export function usePickerAriaLabels(): CalendarAriaLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      previousMonth: intl.formatMessage({ id: 'scheduling.calendar.previousMonth' }),
      nextMonth: intl.formatMessage({ id: 'scheduling.calendar.nextMonth' }),
      previousYear: intl.formatMessage({ id: 'scheduling.picker.previousYear' }),
      nextYear: intl.formatMessage({ id: 'scheduling.picker.nextYear' }),
      previousDecade: intl.formatMessage({ id: 'scheduling.picker.previousDecade' }),
      nextDecade: intl.formatMessage({ id: 'scheduling.picker.nextDecade' }),
      monthLevelControl: intl.formatMessage({ id: 'scheduling.picker.chooseMonth' }),
      yearLevelControl: intl.formatMessage({ id: 'scheduling.picker.chooseYear' }),
    }),
    [intl],
  );
}
