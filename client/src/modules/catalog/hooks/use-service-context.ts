import { useIntl } from 'react-intl';
import { useBrand } from '../../owner/hooks/use-brands';
import { useService } from './use-services';

/** The service (and brand) a sub-screen belongs to, for headings and back links. */
export function useServiceContext(brandId: number | undefined, serviceId: number | undefined) {
  const intl = useIntl();
  const { brand } = useBrand(brandId);
  const { service, loading, error } = useService(serviceId);
  const servicesPath = `/dashboard/brands/${brandId}/services`;
  return {
    brand,
    service,
    loading,
    error,
    servicesPath,
    back: { to: servicesPath, label: intl.formatMessage({ id: 'services.backTo' }, { brand: brand?.name ?? '…' }) },
  };
}
