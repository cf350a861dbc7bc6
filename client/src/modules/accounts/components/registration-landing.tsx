import { Anchor, Box, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messages';
import { REGISTER_ANCHOR } from '../../../shared/ui/anchors';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import type { RegistrationKind } from '../registration-api';
import { CheckEmail } from './check-email';
import classes from './registration-landing.module.css';
import { RegistrationForm } from './registration-form';

interface Point {
  title: MessageId;
  text: MessageId;
}

export interface RegistrationLandingProps {
  kind: Exclude<RegistrationKind, 'customer'>;
  title: MessageId;
  lead: MessageId;
  benefits: Point[];
  steps: Point[];
  formTitle: MessageId;
  submitLabel: MessageId;
}

/** A registration page for providers or accommodation partners: why join, how it works, the form. */
export function RegistrationLanding({ kind, title, lead, benefits, steps, formTitle, submitLabel }: RegistrationLandingProps) {
  const intl = useIntl();
  const [registered, setRegistered] = useState<string | null>(null);
  const heading = intl.formatMessage({ id: title });
  usePageTitle(heading);

  return (
    <>
      <Box className={classes.hero} py={{ base: 48, sm: 80 }}>
        <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md" maw={640}>
            <Title order={1} c="white" fz={{ base: 28, sm: 40 }} lh={1.2}>
              {heading}
            </Title>
            <Text size="lg" c="sea.0">
              {intl.formatMessage({ id: lead })}
            </Text>
            <Group>
              <Button component={Link} to={`#${REGISTER_ANCHOR}`} size="md" color="terracotta">
                {intl.formatMessage({ id: submitLabel })}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'xl', sm: 56 }}>
        <Stack gap={56}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {benefits.map((benefit) => (
              <Card key={benefit.title} withBorder radius="md" padding="lg">
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {intl.formatMessage({ id: benefit.title })}
                  </Title>
                  <Text c="dimmed">{intl.formatMessage({ id: benefit.text })}</Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="lg">
              <Title order={2}>{intl.formatMessage({ id: 'landing.howItWorks' })}</Title>
              <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
                {steps.map((step, index) => (
                  <Group component="li" key={step.title} align="flex-start" wrap="nowrap" gap="md">
                    <ThemeIcon size={36} radius="xl" variant="light" className={classes.stepNumber} aria-hidden="true">
                      {index + 1}
                    </ThemeIcon>
                    <Stack gap={2}>
                      <Text fw={600}>{intl.formatMessage({ id: step.title })}</Text>
                      <Text c="dimmed">{intl.formatMessage({ id: step.text })}</Text>
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </Stack>

            <Paper
              id={REGISTER_ANCHOR}
              component="section"
              aria-labelledby="register-heading"
              withBorder
              radius="lg"
              shadow="sm"
              p={{ base: 'lg', sm: 'xl' }}
              className={classes.formSection}
            >
              {registered ? (
                <CheckEmail email={registered} text="checkEmail.activation" />
              ) : (
                <Stack gap="lg">
                  <Title order={2} size="h3" id="register-heading">
                    {intl.formatMessage({ id: formTitle })}
                  </Title>
                  <RegistrationForm kind={kind} submitLabel={submitLabel} onRegistered={setRegistered} />
                  <Text size="sm" c="dimmed" ta="center">
                    {intl.formatMessage({ id: 'register.haveAccount' })}{' '}
                    <Anchor component={Link} to="/login" fw={600} size="sm">
                      {intl.formatMessage({ id: 'register.toLogin' })}
                    </Anchor>
                  </Text>
                </Stack>
              )}
            </Paper>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
