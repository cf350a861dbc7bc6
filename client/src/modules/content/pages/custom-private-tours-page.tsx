// /custom-private-tours: what a custom private tour is, and the request (demand) form.
import { DemandForm } from '../../inquiries/demand-form';
import { ContentPage, FormPanel, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /custom-private-tours: what a custom private tour is, and the request (demand) form. */
export default function CustomPrivateToursPage() {
  const { customTours: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Sections sections={text.sections} />
      <FormPanel heading={text.formHeading} lead={text.formLead} anchor="request">
        {(headingId) => <DemandForm labelledBy={headingId} />}
      </FormPanel>
    </ContentPage>
  );
}
