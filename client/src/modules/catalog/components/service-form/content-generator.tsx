import { Alert, Button, Checkbox, Group, List, Modal, Paper, Spoiler, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import type { MessageId } from '../../../../shared/i18n/messages';
import { useNotify } from '../../../../shared/ui/use-notify';
import { useContentGeneration, type ContentProposal } from '../../hooks/use-content-generation';
import { checkKeywords, checkWebsite, contentFailureMessage } from '../../content-generation';
import type { ServiceValues } from '../../service-values';

type Part = 'title' | 'description' | 'included' | 'characteristics';

interface Problems {
  url?: string;
  keywords?: string;
  form?: string;
}

/** Items not already in the list, so applying twice adds nothing new. */
function merged(current: string[] | undefined, proposed: string[]): string[] {
  const kept = (current ?? []).filter((item) => item.trim() !== '');
  const known = new Set(kept.map((item) => item.trim().toLowerCase()));
  return [...kept, ...proposed.filter((item) => !known.has(item.trim().toLowerCase()))];
}

function Proposal({ part, checked, onToggle, children }: { part: Part; checked: boolean; onToggle(): void; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Checkbox
          checked={checked}
          onChange={onToggle}
          label={<Text fw={600}>{intl.formatMessage({ id: `generate.part.${part}` })}</Text>}
        />
        <div style={{ paddingLeft: 32 }}>{children}</div>
      </Stack>
    </Paper>
  );
}

/**
 * "Fill in from my website": reads the provider's website and proposes a title, a description,
 * included items and characteristics; the provider picks which to put into the form.
 */
export function ContentGenerator() {
  const intl = useIntl();
  const form = useForm<ServiceValues>();
  const notify = useNotify();
  const generate = useContentGeneration();
  const [opened, { open, close }] = useDisclosure(false);
  const [url, setUrl] = useState('');
  const [keywords, setKeywords] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [working, setWorking] = useState(false);
  const [proposal, setProposal] = useState<ContentProposal | null>(null);
  const [chosen, setChosen] = useState<Record<Part, boolean>>({
    title: true,
    description: true,
    included: true,
    characteristics: true,
  });
  const message = (id: MessageId | undefined) => (id ? intl.formatMessage({ id }) : undefined);

  async function run() {
    const local = { url: message(checkWebsite(url)), keywords: message(checkKeywords(keywords)) };
    setProblems(local);
    if (local.url || local.keywords) return;
    setWorking(true);
    setProposal(null);
    try {
      const result = await generate(url.trim(), keywords);
      setProposal(result);
      setChosen({
        title: result.title !== '',
        description: result.description !== '',
        included: result.included.length > 0,
        characteristics: result.characteristics.length > 0,
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields && (error.fields.url || error.fields.keywords)) {
        setProblems({ url: error.fields.url, keywords: error.fields.keywords });
      } else {
        // What to fix when the site could not be read; the spec's one message (section 8) for server errors.
        setProblems({ form: intl.formatMessage({ id: contentFailureMessage(error) }) });
      }
    } finally {
      setWorking(false);
    }
  }

  function apply() {
    if (!proposal) return;
    const values = form.getState().values;
    form.batch(() => {
      if (chosen.title && proposal.title) form.change('title', proposal.title);
      if (chosen.description && proposal.description) form.change('description', proposal.description);
      if (chosen.included) form.change('included', merged(values.included, proposal.included));
      if (chosen.characteristics) form.change('characteristics', merged(values.characteristics, proposal.characteristics));
    });
    notify.success({ id: 'generate.applied' });
    close();
  }

  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };
  const toggle = (part: Part) => setChosen((current) => ({ ...current, [part]: !current[part] }));

  return (
    <>
      <Button variant="light" color="terracotta" onClick={open} w="fit-content">
        {intl.formatMessage({ id: 'generate.open' })}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={intl.formatMessage({ id: 'generate.title' })}
        size="lg"
        styles={{ title: { fontWeight: 700 } }}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'app.close' }) }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'generate.lead' })}
          </Text>
          <TextInput
            label={intl.formatMessage({ id: 'generate.url' })}
            placeholder="www.example.hr"
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setProblems((current) => ({ ...current, url: undefined }));
            }}
            onKeyDown={onEnter}
            error={problems.url}
            type="url"
            inputMode="url"
            autoComplete="url"
            data-autofocus
          />
          <TextInput
            label={intl.formatMessage({ id: 'generate.keywords' })}
            description={intl.formatMessage({ id: 'generate.keywordsHint' })}
            placeholder={intl.formatMessage({ id: 'generate.keywordsPlaceholder' })}
            value={keywords}
            onChange={(event) => {
              setKeywords(event.currentTarget.value);
              setProblems((current) => ({ ...current, keywords: undefined }));
            }}
            onKeyDown={onEnter}
            error={problems.keywords}
          />
          {problems.form && (
            <Alert color="red" variant="light" role="alert">
              {problems.form}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={() => void run()} loading={working} variant={proposal ? 'default' : 'filled'}>
              {intl.formatMessage({ id: proposal ? 'generate.again' : 'generate.run' })}
            </Button>
          </Group>
          {proposal && (
            <Stack gap="sm" aria-live="polite">
              <Title order={3} size="h5">
                {intl.formatMessage({ id: 'generate.proposals' })}
              </Title>
              {proposal.title && (
                <Proposal part="title" checked={chosen.title} onToggle={() => toggle('title')}>
                  <Text>{proposal.title}</Text>
                </Proposal>
              )}
              {proposal.description && (
                <Proposal part="description" checked={chosen.description} onToggle={() => toggle('description')}>
                  <Spoiler
                    maxHeight={96}
                    showLabel={intl.formatMessage({ id: 'generate.more' })}
                    hideLabel={intl.formatMessage({ id: 'generate.less' })}
                  >
                    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {proposal.description}
                    </Text>
                  </Spoiler>
                </Proposal>
              )}
              {(['included', 'characteristics'] as const).map(
                (part) =>
                  proposal[part].length > 0 && (
                    <Proposal key={part} part={part} checked={chosen[part]} onToggle={() => toggle(part)}>
                      <List size="sm" spacing={2}>
                        {proposal[part].map((item) => (
                          <List.Item key={item}>{item}</List.Item>
                        ))}
                      </List>
                    </Proposal>
                  ),
              )}
              {!proposal.title && !proposal.description && proposal.included.length + proposal.characteristics.length === 0 && (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage({ id: 'generate.nothing' })}
                </Text>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  {intl.formatMessage({ id: 'app.cancel' })}
                </Button>
                <Button onClick={apply} disabled={!Object.values(chosen).some(Boolean)}>
                  {intl.formatMessage({ id: 'generate.apply' })}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Modal>
    </>
  );
}
