// Pure helpers of the partner's dashboard: the funnel's stages of an object or of all, and whether
// there is anything to show yet.

export const FUNNEL_STAGES = ['visits', 'requests', 'accepted', 'completed'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export interface Figures {
  visits: number;
  requests: number;
  accepted: number;
  completed: number;
  pendingCents: number;
  payableCents: number;
  paidCents: number;
}

export function funnelStages(figures: Figures): { stage: FunnelStage; value: number }[] {
  return FUNNEL_STAGES.map((stage) => ({ stage, value: figures[stage] }));
}

/** Nothing yet: no visit, no request and no commission in the period. */
export function isEmpty(figures: Figures): boolean {
  return (
    figures.visits === 0 && figures.requests === 0 && figures.pendingCents === 0 && figures.payableCents === 0 && figures.paidCents === 0
  );
}

/** The share of the previous stage that reached this one, 0–1; null when the previous stage is 0. */
export function conversion(figures: Figures, stage: FunnelStage): number | null {
  const index = FUNNEL_STAGES.indexOf(stage);
  if (index === 0) return null;
  const before = figures[FUNNEL_STAGES[index - 1]];
  return before === 0 ? null : figures[stage] / before;
}
