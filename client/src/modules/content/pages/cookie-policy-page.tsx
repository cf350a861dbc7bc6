// /cookie-policy: what the app keeps in the browser (no tracking cookies).
import { ContentPage, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /cookie-policy: what the app keeps in the browser (no tracking cookies). */
export default function CookiePolicyPage() {
  const { cookies: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Sections sections={text.sections} />
    </ContentPage>
  );
}
