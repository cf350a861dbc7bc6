// /reviews-policy: how reviews are verified and moderated (the EU Omnibus directive's disclosure),
// linked under every review list.
import { ContentPage, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /reviews-policy: who may review, what is shown, never hidden for being negative, what gets hidden. */
export default function ReviewsPolicyPage() {
  const { reviewsPolicy: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Sections sections={text.sections} />
    </ContentPage>
  );
}
