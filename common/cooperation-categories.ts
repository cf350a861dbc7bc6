// What a provider may ask Lokalno for on /dashboard/cooperation (other services besides the
// marketplace listing). Both sides use the same codes; the client names them in en and hr.
export const COOPERATION_CATEGORIES = ['PHOTO_VIDEO', 'PROMOTION', 'WEBSITE', 'TRANSLATION', 'TRAINING', 'OTHER'] as const;

export type CooperationCategory = (typeof COOPERATION_CATEGORIES)[number];
