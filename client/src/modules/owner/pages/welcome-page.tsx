import { Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useBrands } from '../hooks/use-brands';
import { useProviderProgress } from '../hooks/use-provider-progress';
import { WizardSteps } from '../wizard/wizard-step-bar';
import { WIZARD_STEPS } from '../wizard/wizard-steps';

/** Where the next step of the wizard is, from what the provider has already entered. */
function nextStep(hasCompany: boolean, firstBrandId: number | undefined): string {
  if (!hasCompany) return '/add/company';
  if (firstBrandId === undefined) return '/add/brand';
  return `/add/${firstBrandId}/service/new`;
}

/** The provider's welcome: what the wizard asks for, step by step (the step bar's steps), and where to start. */
export default function WelcomePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'welcome.title' });
  usePageTitle(title);
  const { progress, loading } = useProviderProgress();
  const { brands, loading: brandsLoading } = useBrands();
  const started = Boolean(progress?.hasCompany);

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <WizardSteps brandId={brands[0]?.id} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Text c="terracotta.7" fw={600} size="sm" tt="uppercase" lts={0.5}>
              {intl.formatMessage({ id: 'welcome.kicker' })}
            </Text>
            <Title order={1} size="h1">
              {title}
            </Title>
            <Text size="lg" c="dimmed" maw={640}>
              {intl.formatMessage({ id: 'welcome.lead' })}
            </Text>
          </Stack>
          <List
            component="ol"
            spacing="md"
            center={false}
            listStyleType="none"
            aria-label={intl.formatMessage({ id: 'welcome.stepsLabel' })}
          >
            {WIZARD_STEPS.map((step, index) => (
              <List.Item
                key={step}
                icon={
                  <ThemeIcon radius="xl" size={30} color={index < 2 ? 'sea' : 'terracotta'} variant="light" fw={700}>
                    {index + 1}
                  </ThemeIcon>
                }
              >
                <Text fw={600}>{intl.formatMessage({ id: `wizard.step.${step}` })}</Text>
                <Text size="sm" c="dimmed">
                  {intl.formatMessage({ id: `welcome.step.${step}` })}
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'welcome.saved' })}
          </Text>
          <Group gap="sm">
            {loading || brandsLoading ? (
              <Skeleton height={42} width={200} radius="md" />
            ) : (
              <Button component={Link} to={nextStep(started, brands[0]?.id)} size="md">
                {intl.formatMessage({ id: started ? 'welcome.continue' : 'welcome.start' })}
              </Button>
            )}
            <Button component={Link} to="/dashboard/recent" variant="subtle" size="md">
              {intl.formatMessage({ id: 'welcome.later' })}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
