// The provider's cooperation agreement: its state, the PDF download (REST, with the bearer token)
// and the acceptance of the version shown.
import { useCallback } from 'react';
import {
  OwnerAgreementDocument,
  useAcceptOwnerAgreementMutation,
  useOwnerAgreementQuery,
  type OwnerAgreementFieldsFragment,
} from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';
import { apiFetch } from '../../../shared/api/rest';
import { saveFile } from '../../../shared/api/save-file';

export type OwnerAgreement = OwnerAgreementFieldsFragment;

/** The current agreement, or null before the first service was sent for approval. */
export function useOwnerAgreement() {
  const { data, previousData, loading, error } = useOwnerAgreementQuery({ fetchPolicy: 'cache-and-network' });
  const current = data ?? previousData;
  return { agreement: current?.ownerAgreement ?? null, loading: loading && !current, error };
}

/** Accepts the version shown; failures (e.g. a newer version in the meantime) come as ApiError. */
export function useAcceptAgreement() {
  // The agreement has no id to be merged by: the answer replaces the query's result.
  const [accept] = useAcceptOwnerAgreementMutation({
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: OwnerAgreementDocument, data: { ownerAgreement: data.acceptOwnerAgreement } });
    },
  });
  return useCallback(
    (version: number) => withApiErrors(async () => (await accept({ variables: { input: { version } } })).data!.acceptOwnerAgreement),
    [accept],
  );
}

/** Downloads the agreement's PDF and hands it to the browser. */
export async function downloadAgreement(agreement: OwnerAgreement): Promise<void> {
  const pdf = await apiFetch<Blob>('/owner/agreement/pdf', { blob: true });
  saveFile(pdf, `lokalno-agreement-v${agreement.version}-${agreement.language}.pdf`);
}
