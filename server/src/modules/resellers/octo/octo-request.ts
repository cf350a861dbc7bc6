// What every OCTO call knows about its caller: the reseller key, the capabilities it asked for
// (Octo-Capabilities) and the content language (Accept-Language: en or hr).
import type { Locale } from '../../../shared/i18n/index.js';
import type { ResellerCaller } from './octo-auth.js';

export const SUPPORTED_CAPABILITIES = ['octo/pricing', 'octo/content', 'octo/webhooks'] as const;
export type CapabilityId = (typeof SUPPORTED_CAPABILITIES)[number];

export interface OctoCall {
  caller: ResellerCaller;
  capabilities: ReadonlySet<CapabilityId>;
  locale: Locale;
}

/** The supported capabilities named in an `Octo-Capabilities` header (comma-separated); others are ignored. */
export function requestedCapabilities(header: string | undefined): Set<CapabilityId> {
  const asked = new Set((header ?? '').split(',').map((part) => part.trim().toLowerCase()));
  return new Set(SUPPORTED_CAPABILITIES.filter((id) => asked.has(id)));
}

export const ZAGREB = 'Europe/Zagreb';
export const OPTION_ID = 'DEFAULT';
