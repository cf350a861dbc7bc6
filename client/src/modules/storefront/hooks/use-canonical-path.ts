// A storefront address whose slug or region is not the current one (a renamed service, a shared old
// link) is replaced by the canonical path, keeping the section anchor, without a new history entry.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useCanonicalPath(canonical: string | null): void {
  const { pathname, hash, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical && pathname !== canonical) void navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [canonical, pathname, hash, search, navigate]);
}

/** The GraphQL answer for an unknown, unpublished or hidden service or brand. */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND');
}
