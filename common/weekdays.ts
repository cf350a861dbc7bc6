// Weekdays as both sides name them, Monday first (the GraphQL enum Weekday has the same values).

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

export type Weekday = (typeof WEEKDAYS)[number];
