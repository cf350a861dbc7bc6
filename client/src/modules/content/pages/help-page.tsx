// /help: questions and answers by topic (booking, payment, cancellation, providers) and the question form.
import { Accordion, Anchor, Group, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { HelpForm } from '../../inquiries/help-form';
import { ContentPage, FormPanel } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /help: questions and answers by topic (booking, payment, cancellation, providers) and the question form. */
export default function HelpPage() {
  const intl = useIntl();
  const { help } = useSiteTexts();
  return (
    <ContentPage title={help.title} lead={help.lead}>
      <Group component="nav" aria-label={intl.formatMessage({ id: 'content.topics' })} gap="md">
        {help.groups.map((group) => (
          <Anchor key={group.id} href={`#${group.id}`}>
            {group.heading}
          </Anchor>
        ))}
        <Anchor href="#ask">{help.formHeading}</Anchor>
      </Group>
      {help.groups.map((group) => (
        <Stack gap="sm" component="section" key={group.id} id={group.id} style={{ scrollMarginTop: 80 }}>
          <Title order={2} size="h3">
            {group.heading}
          </Title>
          <Accordion variant="separated" radius="md" chevronPosition="right">
            {group.questions.map((faq) => (
              <Accordion.Item key={faq.question} value={faq.question}>
                <Accordion.Control>{faq.question}</Accordion.Control>
                <Accordion.Panel>{faq.answer}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
      <FormPanel heading={help.formHeading} lead={help.formLead} anchor="ask">
        {(headingId) => <HelpForm labelledBy={headingId} />}
      </FormPanel>
    </ContentPage>
  );
}
