import { clearSession, setSession, setUser, useSession, type AuthUser } from '../auth-store';
import { hasAllRoles, type Role } from '../roles';

export interface Auth {
  token: string | null;
  user: AuthUser | null;
  isAuthenticated: boolean;
  hasRoles(...roles: Role[]): boolean;
  setSession: typeof setSession;
  setUser: typeof setUser;
  clearSession: typeof clearSession;
}

export function useAuth(): Auth {
  const { token, user } = useSession();
  return {
    token,
    user,
    isAuthenticated: Boolean(token && user),
    hasRoles: (...roles) => hasAllRoles(user?.roles ?? [], roles),
    setSession,
    setUser,
    clearSession,
  };
}
