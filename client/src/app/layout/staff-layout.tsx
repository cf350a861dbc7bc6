// Staff's area: the dashboard frame with the staff menu (service review, partners, partner statements, resellers, inquiries, review moderation, announcements).
import { DashboardShell, type MenuEntry } from './dashboard-layout';

const STAFF_MENU: MenuEntry[] = [
  { label: 'staff.menu.review', to: '/staff/review' },
  { label: 'staff.menu.partners', to: '/staff/partners' },
  { label: 'staff.menu.statements', to: '/staff/partner-statements' },
  { label: 'staff.menu.resellers', to: '/staff/resellers' },
  { label: 'staff.menu.inquiries', to: '/staff/inquiries' },
  { label: 'staff.menu.reviews', to: '/staff/moderation' },
  { label: 'staff.menu.announcements', to: '/staff/announcements' },
];

export function StaffLayout() {
  return <DashboardShell menu={STAFF_MENU} menuLabel="staff.menu.label" />;
}
