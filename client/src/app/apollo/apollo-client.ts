import { ApolloClient, InMemoryCache } from '@apollo/client';
import { getAccessToken, subscribeSession } from '../../modules/accounts/auth-store';
import { subscribeReferral } from '../../shared/api/referral';
import { subscribeLanguage } from '../../shared/i18n/language-store';
import { link } from './links';

export const apolloClient = new ApolloClient({ link, cache: new InMemoryCache() });

// A reset rejects only for queries it interrupted; those report their own errors.
const reset = () => apolloClient.resetStore().catch(() => undefined);

// Names come back in the request's language: refetch what is on screen when it changes.
subscribeLanguage(() => void reset());

// A partner's referral opens their exclusive services: what is kept was answered for another referral.
subscribeReferral(() => void reset());

// Results depend on who asks: forget them when the signed-in user changes.
let token = getAccessToken();
subscribeSession(() => {
  const next = getAccessToken();
  if (next === token) return;
  token = next;
  void (next ? reset() : apolloClient.clearStore());
});
