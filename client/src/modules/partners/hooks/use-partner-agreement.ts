// The partner agreement: its state, the PDF download (REST, with the bearer token) and the acceptance
// of the version shown. Until it is accepted the partner's links earn nothing.
import { useCallback } from 'react';
import {
  PartnerAgreementDocument,
  PartnerSummaryDocument,
  useAcceptPartnerAgreementMutation,
  usePartnerAgreementQuery,
  type PartnerAgreementFieldsFragment,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';
import { apiFetch } from '../../../shared/api/rest';
import { saveFile } from '../../../shared/api/save-file';

export type PartnerAgreement = PartnerAgreementFieldsFragment;

/** The current agreement, or null until staff approve the partner. */
export function usePartnerAgreement() {
  const { data, previousData, loading, error } = usePartnerAgreementQuery({ fetchPolicy: 'cache-and-network' });
  const current = data ?? previousData;
  return { agreement: current?.partnerAgreement ?? null, loading: loading && !current, error };
}

/** Accepts the version shown; failures (e.g. a newer version in the meantime) come as ApiError. */
export function useAcceptPartnerAgreement() {
  // The agreement has no id to be merged by: the answer replaces the query's result.
  const [accept] = useAcceptPartnerAgreementMutation({
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: PartnerAgreementDocument, data: { partnerAgreement: data.acceptPartnerAgreement } });
    },
    refetchQueries: [PartnerSummaryDocument],
  });
  return useCallback(
    (version: number) => withApiErrors(async () => (await accept({ variables: { input: { version } } })).data!.acceptPartnerAgreement),
    [accept],
  );
}

export async function downloadPartnerAgreement(agreement: PartnerAgreement): Promise<void> {
  const pdf = await apiFetch<Blob>('/partner/agreement/pdf', { blob: true });
  saveFile(pdf, `lokalno-partner-agreement-v${agreement.version}-${agreement.language}.pdf`);
}
