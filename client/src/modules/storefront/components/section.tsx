// A titled section of a storefront page, with an optional "See all" link at its top right.
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import classes from './home.module.css';

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  /** Where "See all" leads, and its full accessible name. */
  seeAll?: { to: string; label: string };
  children: ReactNode;
}

export function Section({ id, title, lead, seeAll, children }: SectionProps) {
  const intl = useIntl();
  const headingId = `${id}-heading`;
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Container size="xl" px={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap">
            <Stack gap={4}>
              <Title order={2} id={headingId} className={classes.sectionHeading}>
                {title}
              </Title>
              {lead && <Text c="dimmed">{lead}</Text>}
            </Stack>
            {seeAll && (
              <Anchor component={Link} to={seeAll.to} fw={600} aria-label={seeAll.label} style={{ whiteSpace: 'nowrap' }}>
                {intl.formatMessage({ id: 'home.seeAll' })} →
              </Anchor>
            )}
          </Group>
          {children}
        </Stack>
      </Container>
    </section>
  );
}
