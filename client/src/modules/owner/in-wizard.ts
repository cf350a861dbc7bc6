import { useLocation } from 'react-router';

/** The onboarding wizard (/add/…) shares screens with the dashboard; each step there saves and moves on. */
export function useInWizard(): boolean {
  return useLocation().pathname.startsWith('/add/');
}
