// The signed-in areas' layouts (provider dashboard, partner area, staff, customer pages) in their own
// chunks, so a guest's first load does not carry their navigation.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton } from '../../shared/ui/page-skeleton';

const Dashboard = lazy(() => import('../layout/dashboard-layout').then((module) => ({ default: module.DashboardLayout })));
const Partner = lazy(() => import('../layout/partner-layout').then((module) => ({ default: module.PartnerLayout })));
const Staff = lazy(() => import('../layout/staff-layout').then((module) => ({ default: module.StaffLayout })));
const Customer = lazy(() => import('../layout/customer-layout').then((module) => ({ default: module.CustomerLayout })));

function suspended(Layout: LazyExoticComponent<ComponentType>) {
  return function SuspendedLayout() {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Layout />
      </Suspense>
    );
  };
}

export const DashboardLayout = suspended(Dashboard);
export const PartnerLayout = suspended(Partner);
export const StaffLayout = suspended(Staff);
export const CustomerLayout = suspended(Customer);
