// /most-recent: the experiences released last, newest first, with the same filters.
import { useIntl } from 'react-intl';
import { ServiceList } from '../components/service-list';

export default function MostRecentPage() {
  const intl = useIntl();
  return <ServiceList title={intl.formatMessage({ id: 'search.mostRecent.title' })} defaultSort="NEWEST" />;
}
