// The sales partner's area (README "Sales partners"): the dashboard frame with the partner's menu: the
// overview (funnel and commission per month), objects and links, the commission ledger, statements,
// the partner agreement, profile and payouts.
import { DashboardShell, type MenuEntry } from './dashboard-layout';

const PARTNER_MENU: MenuEntry[] = [
  { label: 'partnerArea.menu.dashboard', to: '/partner/dashboard' },
  { label: 'partnerArea.menu.objects', to: '/partner/objects' },
  { label: 'partnerArea.menu.commissions', to: '/partner/commissions' },
  { label: 'partnerArea.menu.statements', to: '/partner/statements' },
  { label: 'partnerArea.menu.agreement', to: '/partner/agreement' },
  { label: 'partnerArea.menu.profile', to: '/partner/profile' },
];

export function PartnerLayout() {
  return <DashboardShell menu={PARTNER_MENU} menuLabel="partnerArea.menu.label" />;
}
