// A storefront address whose slug or region is not the current one (a renamed service, a shared old
// link) is replaced by the canonical path, keeping the section anchor, without a new history entry.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';

export function useCanonicalPath(canonical: string | null): void {
  const { pathname, hash, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical && pathname !== canonical) void navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [canonical, pathname, hash, search, navigate]);
}

/** The answer (REST 404 or GraphQL NOT_FOUND) for an unknown, unpublished or hidden service or brand. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 404;
  const graphQLErrors = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
  return Array.isArray(graphQLErrors) && graphQLErrors.some((entry) => entry.extensions?.code === 'NOT_FOUND');
}
