// The season rules live in common/season-rules.ts (the season editor checks the same); the
// scheduling module reads them from here.
export * from '../../../../common/season-rules.js';
