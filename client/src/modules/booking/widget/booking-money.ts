// Totals are integer EUR cents; shown in the chosen currency with the other one beside it
// (HRK converted from cents at the fixed rate, rounded once): the shared formatting.
export { formatCents, otherCurrency } from '../../../shared/format/money';
