/** The registration form on a landing page; the sticky navbar's call to action leads there. */
export const REGISTER_ANCHOR = 'register';
