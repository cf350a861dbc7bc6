// /bozic-akcija: the Christmas promotion (15%, valid in 2021 only: shown as past) and the sign-up for the next one.
import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ChristmasActionForm } from '../../inquiries/christmas-action-form';
import { ContentPage, FormPanel, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /bozic-akcija: the Christmas promotion (15%, valid in 2021 only: shown as past) and the sign-up for the next one. */
export default function ChristmasActionPage() {
  const intl = useIntl();
  const { christmas: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Alert color="terracotta" variant="light" title={intl.formatMessage({ id: 'content.christmas.endedTitle' })}>
        {intl.formatMessage({ id: 'content.christmas.ended' })}
      </Alert>
      <Sections sections={text.sections} />
      <FormPanel heading={text.formHeading} lead={text.formLead} anchor="sign-up">
        {(headingId) => <ChristmasActionForm labelledBy={headingId} />}
      </FormPanel>
    </ContentPage>
  );
}
