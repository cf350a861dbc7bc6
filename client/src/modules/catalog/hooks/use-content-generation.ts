import { useCallback } from 'react';
import { useGenerateServiceContentLazyQuery, type GenerateServiceContentQuery } from '../../../graphql/generated';
import { withApiErrors } from '../../../shared/api/graphql-errors';

export type ContentProposal = GenerateServiceContentQuery['generateServiceContent'];

/** Proposes service texts from a website and keywords; failures come as ApiError. */
export function useContentGeneration() {
  const [generate] = useGenerateServiceContentLazyQuery({ fetchPolicy: 'network-only' });
  return useCallback(
    (url: string, keywords: string) =>
      withApiErrors(async () => {
        const result = await generate({ variables: { url, keywords } });
        if (result.error) throw result.error;
        return result.data!.generateServiceContent;
      }),
    [generate],
  );
}
