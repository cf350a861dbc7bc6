import { describe, expect, it } from 'vitest';
import { newServiceValues, serviceValues, toServiceInput, type ServiceValues } from './service-values';

function filled(locale: 'en' | 'hr'): ServiceValues {
  return {
    ...newServiceValues({ address: 'Vinogradska 5, Vodnjan', latitude: 44.9595, longitude: 13.8514 }, locale),
    title: ' Wine tasting in Vodnjan ',
    categoryId: '2',
    tagIds: ['8', '3'],
    regionId: '1',
    languageCodes: ['en', 'hr'],
    description: 'Five wines.',
    ownerStatement: 'Four generations.',
    microLocation: 'Among olive groves.',
    included: [' Five wines ', 'Cheese'],
    distances: [{ place: 'Pula', km: locale === 'hr' ? '11,5' : '11.5' }],
    minPeople: '2',
    maxPeople: '12',
    answerTimeHours: locale === 'hr' ? '0,5' : '0.5',
  };
}

describe('service form values', () => {
  it('starts a new service at the brand position, written in the user language', () => {
    const values = newServiceValues({ address: 'Riva 1, Split', latitude: 43.5081, longitude: 16.4402 }, 'hr');
    expect(values.meetingPoint).toBe('Riva 1, Split');
    expect(values.meetingLatitude).toBe('43,5081');
    expect(values.meetingLongitude).toBe('16,4402');
    expect(values.distances).toHaveLength(1);
    // Optional on both sides (no asterisk): nothing to fill in until an element is added.
    expect(values.included).toEqual([]);
  });

  it('reads Croatian decimals ("0,5" hours is 30 minutes) and drops tags of another category', () => {
    const input = toServiceInput(filled('hr'), new Set([8, 9]));
    expect(input.answerTimeHours).toBe(0.5);
    expect(input.distances).toEqual([{ place: 'Pula', km: 11.5 }]);
    expect(input.meetingLatitude).toBe(44.9595);
    expect(input.tagIds).toEqual([8]);
    expect(input.title).toBe('Wine tasting in Vodnjan');
    expect(input.included).toEqual(['Five wines', 'Cheese']);
    expect(input.remark).toBeNull();
    expect(input.cancellationPolicy).toBe('FULL_REFUND_HOURS');
    expect(input.cancellationBefore).toBe(24);
  });

  it('sends places per start as typed, or none when empty (the server takes the maximum)', () => {
    expect(toServiceInput(filled('en'), new Set()).placesPerStart).toBeNull();
    expect(toServiceInput({ ...filled('en'), placesPerStart: '30' }, new Set()).placesPerStart).toBe(30);
  });

  it('sends no refund period without a refund', () => {
    const input = toServiceInput({ ...filled('en'), cancellationPolicy: 'NO_REFUND' }, new Set());
    expect(input.cancellationBefore).toBeNull();
    expect(input.answerTimeHours).toBe(0.5);
  });
});

describe('a live service with an open revision', () => {
  const approved = {
    title: 'Wine tasting in Vodnjan',
    categoryId: 2,
    regionId: 1,
    tagIds: [8],
    amenityIds: [],
    languageCodes: ['en'],
    paymentTypeCodes: [],
    description: 'Five wines.',
    ownerStatement: 'Four generations.',
    microLocation: 'Among olive groves.',
    included: ['Five wines'],
    characteristics: [],
    remark: null,
    arrivalInstructions: null,
    meetingPoint: 'Vinogradska 5',
    meetingLatitude: 44.96,
    meetingLongitude: 13.85,
    country: 'HR',
    distances: [{ place: 'Pula', km: 11 }],
    minPeople: 3,
    maxPeople: 10,
    placesPerStart: 10,
    advanceHours: 24,
    answerMinutes: 30,
    cancellationPolicy: 'NO_REFUND',
    cancellationBefore: null,
    exclusive: false,
    enabled: true,
  };

  it('shows the proposed values in the form and keeps the booking terms of the service', () => {
    // A revision carries the reviewed fields only.
    const pendingRevision = { state: 'PENDING', values: { title: approved.title, description: 'Seven wines.', tagIds: [8, 9] } };
    const values = serviceValues({ ...approved, pendingRevision } as unknown as Parameters<typeof serviceValues>[0], 'en');
    expect(values.description).toBe('Seven wines.');
    expect(values.tagIds).toEqual(['8', '9']);
    expect(values.minPeople).toBe('3');
  });

  it('shows the service itself without a revision', () => {
    const values = serviceValues({ ...approved, pendingRevision: null } as unknown as Parameters<typeof serviceValues>[0], 'en');
    expect(values.description).toBe('Five wines.');
  });
});
