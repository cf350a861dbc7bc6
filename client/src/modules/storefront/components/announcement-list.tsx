// The home page's announcements as staff wrote them: title, text and an optional link (a page of
// the site opens in the app, another address in a new tab).
import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AnnouncementFieldsFragment } from '../../../graphql/generated';
import classes from './home.module.css';

function AnnouncementLink({ announcement }: { announcement: AnnouncementFieldsFragment }) {
  const intl = useIntl();
  if (!announcement.link) return null;
  const label = intl.formatMessage({ id: 'home.announcement.moreLabel' }, { title: announcement.title });
  const text = `${intl.formatMessage({ id: 'home.announcement.more' })} →`;
  if (announcement.link.startsWith('/')) {
    return (
      <Anchor component={Link} to={announcement.link} fw={600} aria-label={label} mt="auto">
        {text}
      </Anchor>
    );
  }
  return (
    <Anchor href={announcement.link} target="_blank" rel="noopener noreferrer" fw={600} aria-label={label} mt="auto">
      {text}
    </Anchor>
  );
}

export function AnnouncementList({ announcements }: { announcements: AnnouncementFieldsFragment[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {announcements.map((announcement) => (
        <Card key={announcement.id} withBorder radius="md" padding="lg" className={classes.announcement} data-testid="announcement">
          <Text component="h3" fw={700} size="lg" m={0}>
            {announcement.title}
          </Text>
          <Text mt="xs" mb="md">
            {announcement.text}
          </Text>
          <AnnouncementLink announcement={announcement} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
