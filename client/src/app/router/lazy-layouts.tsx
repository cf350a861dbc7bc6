// The signed-in areas' layouts (provider dashboard, customer pages) in their own chunks, so a
// guest's first load does not carry their navigation.
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../shared/ui/page-skeleton';

const Dashboard = lazy(() => import('../layout/dashboard-layout').then((module) => ({ default: module.DashboardLayout })));
const Customer = lazy(() => import('../layout/customer-layout').then((module) => ({ default: module.CustomerLayout })));

export function DashboardLayout() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Dashboard />
    </Suspense>
  );
}

export function CustomerLayout() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Customer />
    </Suspense>
  );
}
