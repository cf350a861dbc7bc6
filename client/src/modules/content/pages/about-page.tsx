// /about-us: who Lokalno is and how the marketplace works.
import { ContentPage, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /about-us: who Lokalno is and how the marketplace works. */
export default function AboutPage() {
  const { about: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Sections sections={text.sections} />
    </ContentPage>
  );
}
