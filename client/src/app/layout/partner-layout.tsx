// The sales partner's area (README "Sales partners"): the dashboard frame with the partner's menu. The
// commission screens (funnel and monthly commission, ledger, statements) join this menu as entries of
// their own when they arrive.
import { DashboardShell, type MenuEntry } from './dashboard-layout';

const PARTNER_MENU: MenuEntry[] = [
  { label: 'partnerArea.menu.objects', to: '/partner/objects' },
  { label: 'partnerArea.menu.profile', to: '/partner/profile' },
];

export function PartnerLayout() {
  return <DashboardShell menu={PARTNER_MENU} menuLabel="partnerArea.menu.label" />;
}
