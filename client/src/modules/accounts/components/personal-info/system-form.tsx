import { Button, Group, Radio, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { createIntl, useIntl } from 'react-intl';
import { FormAlert } from '../../../../shared/forms/form-alert';
import { FormUnsavedChanges } from '../../../../shared/forms/form-unsaved-changes';
import { submissionErrors } from '../../../../shared/forms/submission-errors';
import { setLanguage } from '../../../../shared/i18n/language-store';
import { isLanguage, LANGUAGES, type Language } from '../../../../shared/i18n/languages';
import { loadMessages } from '../../../../shared/i18n/load-messages';
import { useNotify } from '../../../../shared/ui/use-notify';
import { languageOf, type AccountUser } from '../../account-user';
import { updateLanguage } from '../../profile-api';

/** System tab: the default language of screens and emails; saving it also switches the interface. */
export function SystemForm({ user, onSaved }: { user: AccountUser; onSaved(user: AccountUser): void }) {
  const intl = useIntl();
  const notify = useNotify();

  async function submit({ language }: { language: Language }): Promise<SubmissionErrors> {
    try {
      const saved = await updateLanguage(language);
      const savedLanguage = languageOf(saved);
      setLanguage(savedLanguage);
      onSaved(saved);
      // Said in the language just chosen: this render's intl still speaks the previous one. The texts
      // may be precompiled (production build), so they go through an intl of that language, not read raw.
      const chosen = createIntl({ locale: savedLanguage, messages: await loadMessages(savedLanguage) });
      notify.success({ text: chosen.formatMessage({ id: 'system.saved' }) });
      return undefined;
    } catch (error) {
      return submissionErrors(error, intl, ['language']);
    }
  }

  return (
    <Form<{ language: Language }>
      onSubmit={submit}
      initialValues={{ language: languageOf(user) }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'system.tab' })}>
          <FormUnsavedChanges />
          <Stack gap="md">
            <FormAlert error={submitError} />
            <Field<Language> name="language">
              {({ input, meta }) => (
                <Radio.Group
                  value={input.value}
                  onChange={(value) => isLanguage(value) && input.onChange(value)}
                  label={intl.formatMessage({ id: 'system.language' })}
                  description={intl.formatMessage({ id: 'system.languageHint' })}
                  error={!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined}
                >
                  <Stack gap="sm" mt="xs">
                    {LANGUAGES.map((code) => (
                      <Radio key={code} value={code} label={<span lang={code}>{intl.formatMessage({ id: `language.${code}` })}</span>} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            </Field>
            <Group>
              <Button type="submit" loading={submitting}>
                {intl.formatMessage({ id: 'system.save' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
