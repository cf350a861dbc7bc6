import { useCallback, useEffect, useState } from 'react';
import type { AccountUser } from '../account-user';
import { getAccountSettings } from '../profile-api';

interface AccountSettingsState {
  user: AccountUser | null;
  loading: boolean;
  failed: boolean;
}

/** The signed-in user's settings (GET /api/account/settings/me); `replace` takes what a save returned. */
export function useAccountSettings() {
  const [state, setState] = useState<AccountSettingsState>({ user: null, loading: true, failed: false });

  useEffect(() => {
    let active = true;
    getAccountSettings()
      .then((user) => active && setState({ user, loading: false, failed: false }))
      .catch(() => active && setState({ user: null, loading: false, failed: true }));
    return () => {
      active = false;
    };
  }, []);

  const replace = useCallback((user: AccountUser) => setState({ user, loading: false, failed: false }), []);
  return { ...state, replace };
}
