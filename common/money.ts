// Money rules both sides share. Amounts are EUR; HRK is always derived with the fixed rate.

/** The official conversion rate, fixed by law (1 EUR = 7.5345 HRK). */
export const EUR_TO_HRK = 7.5345;
