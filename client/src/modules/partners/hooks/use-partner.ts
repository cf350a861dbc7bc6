// The partner's own profile and objects (GraphQL), wrapped for the screens: NOT_FOUND of a profile not
// saved yet is "no profile", mutations fail as ApiError, lists refetch after a change.
import { useCallback } from 'react';
import {
  PartnerObjectsDocument,
  PartnerProfileDocument,
  useCreatePartnerObjectMutation,
  useDeletePartnerObjectMutation,
  usePartnerObjectQuery,
  usePartnerObjectsQuery,
  usePartnerProfileQuery,
  useSavePartnerProfileMutation,
  useUpdatePartnerObjectMutation,
  type PartnerFieldsFragment,
  type PartnerObjectFieldsFragment,
  type PartnerObjectInput,
  type PartnerProfileInput,
} from '../../../graphql/generated';
import { isNotFound, withApiErrors } from '../../../shared/api/graphql-errors';
import { apiFetch } from '../../../shared/api/rest';
import { saveFile } from '../../../shared/api/save-file';

export type PartnerProfile = PartnerFieldsFragment;
export type PartnerObject = PartnerObjectFieldsFragment;
export type PosterLanguage = 'hr' | 'en';

/** The caller's profile; null (not an error) until they saved one. */
export function usePartnerProfile() {
  const { data: current, previousData, loading, error } = usePartnerProfileQuery({ fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  const missing = error !== undefined && isNotFound(error);
  return {
    profile: data?.partnerProfile ?? null,
    missing,
    loading: loading && !data,
    error: missing ? undefined : error,
  };
}

export function useSavePartnerProfile() {
  const [save] = useSavePartnerProfileMutation({ refetchQueries: [PartnerProfileDocument, PartnerObjectsDocument] });
  return useCallback(
    (input: PartnerProfileInput) => withApiErrors(async () => (await save({ variables: { input } })).data!.savePartnerProfile),
    [save],
  );
}

/** The caller's objects (archived ones left out); `missingProfile` before a profile exists. */
export function usePartnerObjects() {
  const { data: current, previousData, loading, error } = usePartnerObjectsQuery({ fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  const missingProfile = error !== undefined && isNotFound(error);
  return {
    objects: data?.partnerObjects ?? [],
    missingProfile,
    loading: loading && !data,
    error: missingProfile ? undefined : error,
  };
}

export function usePartnerObject(id: number | undefined) {
  const { data, loading, error } = usePartnerObjectQuery({
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'cache-and-network',
  });
  return { object: data?.partnerObject ?? null, loading: loading && !data, error };
}

/** Adds an object, or updates the one with `id`; failures come as ApiError. */
export function useSavePartnerObject() {
  const [create] = useCreatePartnerObjectMutation({ refetchQueries: [PartnerObjectsDocument] });
  const [update] = useUpdatePartnerObjectMutation();
  return useCallback(
    (input: PartnerObjectInput, id?: number) =>
      withApiErrors(async () =>
        id === undefined
          ? (await create({ variables: { input } })).data!.createPartnerObject
          : (await update({ variables: { id, input } })).data!.updatePartnerObject,
      ),
    [create, update],
  );
}

/** Archives an object: it leaves the list and its link stops counting. */
export function useArchivePartnerObject() {
  const [remove] = useDeletePartnerObjectMutation({ refetchQueries: [PartnerObjectsDocument] });
  return useCallback((id: number) => withApiErrors(() => remove({ variables: { id } })), [remove]);
}

/** A file name for the poster: the object's name in plain letters, and the language. */
export function posterFilename(object: Pick<PartnerObject, 'name'>, language: PosterLanguage): string {
  const slug = object.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `lokalno-poster-${slug || 'object'}-${language}.pdf`;
}

/** Downloads the object's A4 poster (PDF) in `language`. */
export async function downloadPoster(object: Pick<PartnerObject, 'id' | 'name'>, language: PosterLanguage): Promise<void> {
  const pdf = await apiFetch<Blob>(`/partner/objects/${object.id}/poster`, { query: { lang: language }, blob: true });
  saveFile(pdf, posterFilename(object, language));
}
