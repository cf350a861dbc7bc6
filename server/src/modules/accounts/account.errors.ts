// The account module's expected failures, with the spec's messages.
import { DomainError, invalidInput } from '../../shared/errors.js';

export const emailInUse = () => invalidInput({ email: { id: 'account.emailInUse' } });
export const wrongCredentials = () => new DomainError('UNAUTHENTICATED', { id: 'account.wrongCredentials' });
export const notActivated = () => new DomainError('FORBIDDEN', { id: 'account.notActivated' }, undefined, 'ACCOUNT_NOT_ACTIVATED');
export const deactivated = () => new DomainError('FORBIDDEN', { id: 'account.deactivated' }, undefined, 'ACCOUNT_DEACTIVATED');
export const activationInvalid = () => new DomainError('NOT_FOUND', { id: 'account.activationInvalid' });
export const resetInvalidKey = () => invalidInput({ key: { id: 'account.resetInvalidKey' } });
export const resetUnknownEmail = () => invalidInput({ email: { id: 'account.resetUnknownEmail' } });
export const wrongOldPassword = () => invalidInput({ password: { id: 'account.wrongOldPassword' } });
export const invalidImage = () => invalidInput({ photo: { id: 'account.invalidImage' } });
export const oauthUnknownEmail = () => new DomainError('NOT_FOUND', { id: 'account.oauthUnknownEmail' }, undefined, 'OAUTH_UNKNOWN_EMAIL');
export const invalidOAuthToken = () => new DomainError('UNAUTHENTICATED', { id: 'account.invalidOAuthToken' });
