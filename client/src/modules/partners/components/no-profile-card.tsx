// Before the partner saved a profile: objects, figures and statements belong to one, so fill it in first.
import { Button, Card, EmptyState } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export function NoProfileCard() {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        title={intl.formatMessage({ id: 'partnerObjects.noProfile.title' })}
        description={intl.formatMessage({ id: 'partnerObjects.noProfile.text' })}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/partner/profile">
            {intl.formatMessage({ id: 'partnerObjects.noProfile.action' })}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
