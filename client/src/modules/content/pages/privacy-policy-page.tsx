// /privacy-policy: GDPR: controller, data, purposes, legal bases, retention, processors, rights, AZOP.
import { ContentPage, Sections } from '../components/content-page';
import { useSiteTexts } from '../use-site-texts';

/** /privacy-policy: GDPR: controller, data, purposes, legal bases, retention, processors, rights, AZOP. */
export default function PrivacyPolicyPage() {
  const { privacy: text } = useSiteTexts();
  return (
    <ContentPage title={text.title} lead={text.lead}>
      <Sections sections={text.sections} />
    </ContentPage>
  );
}
