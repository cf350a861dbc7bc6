// /things-to-do: every experience with search, filters and sort (most booked first).
import { useIntl } from 'react-intl';
import { ServiceList } from '../components/service-list';

export default function ThingsToDoPage() {
  const intl = useIntl();
  return <ServiceList title={intl.formatMessage({ id: 'search.thingsToDo.title' })} defaultSort="POPULAR" />;
}
