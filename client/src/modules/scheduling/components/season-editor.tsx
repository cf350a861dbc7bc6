// Adds or edits a season: name, booking type, dates, working times, start times, unavailable dates.
import { Button, Divider, Fieldset, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BookingType } from '../../../graphql/generated';
import { FormAlert } from '../../../shared/forms/form-alert';
import type { MessageId } from '../../../shared/i18n/messages';
import { useSeasonEditor } from '../hooks/use-season-editor';
import type { Season } from '../hooks/use-seasons';
import type { DateRange } from '../season-form';
import { BookingTimesField } from './booking-times-field';
import { usePickerAriaLabels } from './scheduling-dates-provider';
import { UnavailableDatesField } from './unavailable-dates-field';
import { WorkingTimesField } from './working-times-field';

interface SeasonEditorProps {
  serviceId: number;
  season?: Season;
  /** The service's other seasons. */
  others: readonly DateRange[];
  onSaved(season: Season): void;
  onCancel?(): void;
  /** Leave out the editor's own heading when the screen's title already says it. */
  withHeading?: boolean;
}

function Section({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={700} size="md">
          {legend}
        </Text>
      }
    >
      <Stack gap="sm" mt={4}>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Fieldset>
  );
}

export function SeasonEditor({ serviceId, season, others, onSaved, onCancel, withHeading = true }: SeasonEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wide = useMediaQuery('(min-width: 48em)');
  const editor = useSeasonEditor({ serviceId, season, others, onSaved });
  const ariaLabels = usePickerAriaLabels();
  const heading = season ? t('scheduling.editor.editTitle', { name: season.name }) : t('scheduling.editor.newTitle');
  const { values, errors } = editor;

  const inOtherSeason = useMemo(() => (date: string) => others.some((other) => other.from <= date && date <= other.to), [others]);

  // Opened in a list in place of a card or a button: take the focus there, so keyboard and screen
  // reader users land in the form.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const saved = await editor.submit();
    if (saved) return;
    // Bring the first message into view once it rendered, and focus its field when it has one.
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[role="alert"], .mantine-InputWrapper-error, [data-season-error]');
      if (!first) return;
      first.scrollIntoView({ block: 'center', behavior: 'smooth' });
      const field = first.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>('input:not([type="hidden"]), button');
      field?.focus({ preventScroll: true });
    });
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        ref={formRef}
        onSubmit={handleSubmit}
        noValidate
        aria-labelledby={withHeading ? titleId : undefined}
        aria-label={withHeading ? undefined : heading}
      >
        <Stack gap="lg">
          {withHeading && (
            <Title order={2} size="h3" id={titleId} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {heading}
            </Title>
          )}
          <FormAlert error={editor.formError} />

          <TextInput
            name="name"
            label={t('scheduling.editor.name')}
            description={t('scheduling.editor.nameHint')}
            value={values.name}
            onChange={(event) => editor.change({ name: event.currentTarget.value })}
            onBlur={() => editor.visit('name')}
            error={errors.name}
            maxLength={100}
            withAsterisk
          />

          <DatePickerInput
            type="range"
            name="dates"
            label={t('scheduling.editor.dates')}
            placeholder={t('scheduling.editor.datesPlaceholder')}
            value={[values.from, values.to]}
            onChange={([from, to]) => {
              editor.change({ from, to });
              if (from && to) editor.visit('dates');
            }}
            excludeDate={inOtherSeason}
            numberOfColumns={wide ? 2 : 1}
            valueFormat="D MMM YYYY"
            error={[errors.from, errors.to].filter(Boolean).join(' ') || undefined}
            withAsterisk
            ariaLabels={ariaLabels}
          />

          <Radio.Group
            name="bookingType"
            label={t('scheduling.editor.bookingType')}
            value={values.bookingType}
            onChange={(bookingType) => editor.change({ bookingType: bookingType as BookingType })}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="START_TIMES"
                label={t('scheduling.bookingType.START_TIMES')}
                description={t('scheduling.bookingType.START_TIMES.hint')}
              />
              <Radio
                value="WHOLE_DAY"
                label={t('scheduling.bookingType.WHOLE_DAY')}
                description={t('scheduling.bookingType.WHOLE_DAY.hint')}
              />
            </Stack>
          </Radio.Group>

          <Divider />
          <Section legend={t('scheduling.workingTimes.legend')} description={t('scheduling.workingTimes.hint')}>
            <WorkingTimesField
              rows={values.workingTimes}
              errors={errors}
              onChange={(workingTimes) => editor.change({ workingTimes })}
              onVisit={editor.visit}
            />
          </Section>

          {values.bookingType === 'START_TIMES' && (
            <>
              <Divider />
              <Section legend={t('scheduling.bookingTimes.legend')} description={t('scheduling.bookingTimes.hint')}>
                <BookingTimesField values={values} errors={errors} onChange={(bookingTimes) => editor.change({ bookingTimes })} />
              </Section>
            </>
          )}

          <Divider />
          <Section legend={t('scheduling.unavailableDates.legend')} description={t('scheduling.unavailableDates.hint')}>
            <UnavailableDatesField values={values} errors={errors} onChange={(unavailableDates) => editor.change({ unavailableDates })} />
          </Section>

          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={editor.saving}>
                {t('app.cancel')}
              </Button>
            )}
            <Button type="submit" loading={editor.saving}>
              {t('scheduling.editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
