import { describe, expect, it } from 'vitest';
import serverEn from '../../../../server/src/shared/i18n/messages.en.json';
import serverHr from '../../../../server/src/shared/i18n/messages.hr.json';
import clientEn from '../../shared/i18n/messages/scheduling.en.json';
import clientHr from '../../shared/i18n/messages/scheduling.hr.json';

/** Our instant checks speak with the server's words: client key → server key. */
const SAME_TEXT: Record<string, string> = {
  'scheduling.error.overlap': 'season.overlap',
  'scheduling.error.endBeforeStart': 'season.endBeforeStart',
  'scheduling.error.weekdayRequired': 'season.weekdayRequired',
  'scheduling.error.weekdayTaken': 'season.weekdayTaken',
  'scheduling.error.sameHours': 'season.sameHours',
  'scheduling.error.closingBeforeOpening': 'season.closingBeforeOpening',
  'scheduling.error.timeExists': 'season.timeExists',
  'scheduling.error.timeOutsideWorkingHours': 'season.timeOutsideWorkingHours',
  'scheduling.error.workingHoursRequired': 'season.workingHoursRequired',
  'scheduling.error.dateOutsideSeason': 'season.dateOutsideSeason',
  'scheduling.error.invalidTime': 'season.invalidTime',
};

/** "Please enter {label}." with the server's labels. */
const REQUIRED: Record<string, string> = {
  'scheduling.error.nameRequired': 'label.seasonName',
  'scheduling.error.startRequired': 'label.seasonStart',
  'scheduling.error.endRequired': 'label.seasonEnd',
};

const catalogs = [
  ['en', clientEn, serverEn],
  ['hr', clientHr, serverHr],
] as [string, Record<string, string>, Record<string, string>][];

describe('season messages', () => {
  it.each(catalogs)('%s: the season rules read as the server writes them', (_language, client, server) => {
    for (const [clientKey, serverKey] of Object.entries(SAME_TEXT)) expect(client[clientKey]).toBe(server[serverKey]);
    for (const [clientKey, label] of Object.entries(REQUIRED)) {
      expect(client[clientKey]).toBe(server['validation.required'].replace('{label}', server[label]));
    }
  });

  it('uses the spec texts in English', () => {
    expect(clientEn['scheduling.error.nameRequired']).toBe('Please enter the season name.');
    expect(clientEn['scheduling.error.overlap']).toBe('These dates overlap another season of this service.');
    expect(clientEn['scheduling.error.workingHoursRequired']).toBe('Please add working hours.');
  });
});
