// /travel-conditions: booking, payment, cancellation and refunds, provider obligations.
import { ContentPage, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /travel-conditions: booking, payment, cancellation and refunds, provider obligations. */
export default function TravelConditionsPage() {
  const { travel: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Sections sections={text.sections} />
    </ContentPage>
  );
}
