import { useLocation } from 'react-router';
import { CalendarStepScreen } from '../components/calendar-step-screen';
import { NewSeasonScreen } from '../components/new-season-screen';
import { SchedulingDatesProvider } from '../components/scheduling-dates-provider';
import { ServiceSeasonsScreen } from '../components/service-seasons-screen';

interface SeasonsPageProps {
  brandId?: number;
  serviceId?: number;
  editing?: boolean;
}

/**
 * The seasons of a service, on three routes: the Calendar step of the /add wizard, the dashboard's
 * season list (`editing`), and the dashboard's "add a season" screen.
 */
export default function SeasonsPage({ brandId = 0, serviceId = 0, editing = false }: SeasonsPageProps) {
  const { pathname } = useLocation();
  const inWizard = pathname.startsWith('/add/');
  return (
    <SchedulingDatesProvider>
      {inWizard ? (
        <CalendarStepScreen brandId={brandId} serviceId={serviceId} />
      ) : editing ? (
        <ServiceSeasonsScreen brandId={brandId} serviceId={serviceId} />
      ) : (
        <NewSeasonScreen brandId={brandId} serviceId={serviceId} />
      )}
    </SchedulingDatesProvider>
  );
}
