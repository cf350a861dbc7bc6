// /dashboard/cooperation: a provider asks Lokalno for other services (a category and a description).
import { Paper, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CooperationForm } from '../../inquiries/cooperation-form';
import { PageHeader } from '../../../shared/ui/page-header';

/** /dashboard/cooperation: a provider asks Lokalno for other services (a category and a description). */
export default function CooperationPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={intl.formatMessage({ id: 'cooperation.title' })} description={intl.formatMessage({ id: 'cooperation.text' })} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <CooperationForm />
      </Paper>
    </Stack>
  );
}
