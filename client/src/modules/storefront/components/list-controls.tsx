// The controls of a service list that need Mantine's Combobox (the sort) and its Pagination: their
// own chunk, fetched right after the list's first paint (service-list.tsx), with their place kept.
import { Pagination, Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SORTS, type ListSort } from '../hooks/list-filters';

export function SortSelect({
  value,
  withRelevance,
  onChange,
}: {
  value: ListSort;
  withRelevance: boolean;
  onChange: (sort: ListSort) => void;
}) {
  const intl = useIntl();
  const options = SORTS.filter((option) => option !== 'RELEVANCE' || withRelevance).map((option) => ({
    value: option,
    label: intl.formatMessage({ id: `search.sort.${option}` as const }),
  }));
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'search.sort' })}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next as ListSort)}
      allowDeselect={false}
      w={200}
    />
  );
}

export function ListPagination({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const intl = useIntl();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `search.page.${control}` as const }) })}
      getItemProps={(page) => ({ 'aria-label': intl.formatMessage({ id: 'search.page.number' }, { page }) })}
    />
  );
}
