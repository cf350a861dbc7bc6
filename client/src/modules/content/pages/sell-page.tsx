// /sell: "Sell Lokalno" for integrators (OTAs, hotel desks, tour sellers): what a reseller gets, how to
// get a key, the OCTO base URL and documents, the capabilities, and how webhooks are signed.
import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messages';
import { ContentPage } from '../components/content-page';

const OCTO_SPECIFICATION = 'https://docs.octo.travel';
const CAPABILITIES = ['octo/pricing', 'octo/content', 'octo/webhooks'] as const;

/** A code block that wraps on a phone instead of widening the page. */
function Snippet({ children, testId }: { children: string; testId?: string }) {
  return (
    <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Code>
  );
}

function Section({ heading, children }: { heading: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {intl.formatMessage({ id: heading })}
      </Title>
      {children}
    </Stack>
  );
}

export default function SellPage() {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  // The site's own address once in the browser; the server-rendered page (and its hydration) shows the path.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  return (
    <ContentPage title={text('sell.title')} lead={text('sell.lead')}>
      <Stack gap="lg">
        <Section heading="sell.what.heading">
          <List spacing="xs" lh={1.6}>
            <List.Item>{text('sell.what.catalog')}</List.Item>
            <List.Item>{text('sell.what.capacity')}</List.Item>
            <List.Item>{text('sell.what.net')}</List.Item>
            <List.Item>{text('sell.what.desk')}</List.Item>
          </List>
        </Section>
        <Section heading="sell.key.heading">
          <Text lh={1.65}>{text('sell.key.text')}</Text>
          <Text lh={1.65}>
            {intl.formatMessage(
              { id: 'sell.key.contact' },
              {
                link: (chunks) => (
                  <Anchor component={Link} to="/help#ask" underline="always">
                    {chunks}
                  </Anchor>
                ),
              },
            )}
          </Text>
        </Section>
        <Section heading="sell.api.heading">
          <Text lh={1.65}>{text('sell.api.base')}</Text>
          <Snippet testId="octo-base-url">{`${origin}/api/octo`}</Snippet>
          <Text lh={1.65}>{text('sell.api.auth')}</Text>
          <Snippet>{'Authorization: Bearer lk_…\nOcto-Capabilities: octo/pricing, octo/content, octo/webhooks'}</Snippet>
          <List spacing="xs" lh={1.6}>
            <List.Item>
              <Anchor href={OCTO_SPECIFICATION} target="_blank" rel="noopener noreferrer">
                {text('sell.api.specification')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor href="/api/openapi.json">{text('sell.api.openapi')}</Anchor>
            </List.Item>
          </List>
        </Section>
        <Section heading="sell.capabilities.heading">
          <List spacing="xs" lh={1.6}>
            {CAPABILITIES.map((capability) => (
              <List.Item key={capability}>
                <Code>{capability}</Code> — {intl.formatMessage({ id: `sell.capabilities.${capability.slice(5)}` as MessageId })}
              </List.Item>
            ))}
          </List>
        </Section>
        <Section heading="sell.webhooks.heading">
          <Text lh={1.65}>{text('sell.webhooks.text')}</Text>
          <Snippet>{'Lokalno-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>'}</Snippet>
          <List spacing="xs" lh={1.6}>
            <List.Item>{text('sell.webhooks.signed')}</List.Item>
            <List.Item>{text('sell.webhooks.secret')}</List.Item>
            <List.Item>{text('sell.webhooks.check')}</List.Item>
          </List>
          <Snippet>{'secret = sha256_hex(api_key)\nexpected = hmac_sha256_hex(secret, t + "." + raw_body)'}</Snippet>
        </Section>
      </Stack>
    </ContentPage>
  );
}
