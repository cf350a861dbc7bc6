// GET /supplier (the provider behind the key) and GET /capabilities.
import type { RequestContext } from '../../../context.js';
import type { OctoCall } from './octo-request.js';

const DOCS = 'https://docs.octo.travel/';

export async function supplierOf(ctx: RequestContext, call: OctoCall) {
  const [row]: { legal_name: string; contact_mobile: string; address: string; town: string; email: string }[] = await ctx.manager.query(
    `SELECT c.legal_name, c.contact_mobile, c.address, c.town, u.email FROM company c JOIN user_account u ON u.id = c.owner_id WHERE c.id = $1`,
    [call.caller.companyId],
  );
  return {
    id: String(call.caller.companyId),
    name: row!.legal_name,
    endpoint: `${ctx.config.publicUrl}/api/octo`,
    contact: { website: null, email: row!.email, telephone: row!.contact_mobile, address: `${row!.address}, ${row!.town}` },
    ...(call.capabilities.has('octo/content') ? { shortDescription: null, media: [] } : {}),
  };
}

export function capabilities() {
  return ['octo/pricing', 'octo/content', 'octo/webhooks'].map((id) => ({
    id,
    revision: 1,
    required: false,
    dependencies: [],
    docs: DOCS,
  }));
}
