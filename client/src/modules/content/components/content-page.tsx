// The frame of every content page (title, lead, readable column) and the pieces they share:
// sections of headings, paragraphs and lists, and a panel holding a form.
import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import type { Section } from '../texts/types';

export function ContentPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container size={760} px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="sm" component="header">
          <Title order={1}>{title}</Title>
          <Text size="lg" c="dimmed">
            {lead}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function Sections({ sections }: { sections: Section[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Stack gap="xs" component="section" key={section.heading}>
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph} lh={1.65}>
              {paragraph}
            </Text>
          ))}
          {section.items && (
            <List spacing="xs" lh={1.6}>
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** A form under its own heading; `anchor` lets links jump to it (e.g. /help#ask). */
export function FormPanel({
  heading,
  lead,
  anchor,
  children,
}: {
  heading: string;
  lead: string;
  anchor: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" id={anchor} style={{ scrollMarginTop: 80 }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {heading}
          </Title>
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
        </Stack>
        {children(headingId)}
      </Stack>
    </Paper>
  );
}
