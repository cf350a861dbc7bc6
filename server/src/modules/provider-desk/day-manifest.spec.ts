import { describe, expect, it } from 'vitest';
import { groupByStart } from './day-manifest-pdf.js';
import type { DayBooking } from './day-manifest.js';

const booking = (number: string, startTime: string, serviceTitle: string, people: number): DayBooking => ({
  id: 1,
  number,
  serviceId: 1,
  serviceTitle,
  brandName: 'Brand',
  date: '2026-07-14',
  startTime,
  startsAt: new Date(),
  people,
  guestName: null,
  email: 'guest@example.com',
  phone: '+385 91 000 0000',
  message: null,
  offers: [],
  totalCents: 0,
  resellerName: null,
  checkedInAt: null,
  noShowAt: null,
});

describe("the day manifest's groups", () => {
  it('groups bookings in start order by start, then by service, with the people of each start', () => {
    const groups = groupByStart([
      booking('A', '09:00', 'Tasting', 2),
      booking('B', '09:00', 'Walk', 3),
      booking('C', '09:00', 'Tasting', 1),
      booking('D', '14:00', 'Tasting', 4),
    ]);
    expect(groups.map((group) => [group.startTime, group.count, group.people])).toEqual([
      ['09:00', 3, 6],
      ['14:00', 1, 4],
    ]);
    expect(groups[0].services.map((service) => [service.title, service.bookings.map((item) => item.number)])).toEqual([
      ['Tasting', ['A', 'C']],
      ['Walk', ['B']],
    ]);
    expect(groupByStart([])).toEqual([]);
  });
});
