// /site-terms-conditions: the marketplace terms, the target of every terms checkbox.
import { ContentPage, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /site-terms-conditions: the marketplace terms, the target of every terms checkbox. */
export default function TermsPage() {
  const { terms: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Sections sections={text.sections} />
    </ContentPage>
  );
}
