// The partner's earnings (GraphQL): the dashboard's summary, the ledger a page at a time, the monthly
// statements and their documents (REST: the PDF in either language, or the CSV).
import {
  usePartnerCommissionsQuery,
  usePartnerStatementsQuery,
  usePartnerSummaryQuery,
  type PartnerCommissionsQuery,
  type PartnerStatementsQuery,
  type PartnerSummaryQuery,
} from '../../../graphql/generated';
import { isNotFound } from '../../../shared/api/graphql-errors';
import { apiFetch } from '../../../shared/api/rest';
import { saveFile } from '../../../shared/api/save-file';

export type PartnerSummary = PartnerSummaryQuery['partnerSummary'];
export type PartnerCommission = PartnerCommissionsQuery['partnerCommissions']['content'][number];
export type PartnerStatement = PartnerStatementsQuery['partnerStatements'][number];
export type StatementFormat = 'pdf-en' | 'pdf-hr' | 'csv';

export const COMMISSIONS_PAGE_SIZE = 20;

/** The 12 months' funnel and commission; `missingProfile` before the partner saved a profile. */
export function usePartnerSummary() {
  const { data: current, previousData, loading, error } = usePartnerSummaryQuery({ fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  const missingProfile = error !== undefined && isNotFound(error);
  return {
    summary: data?.partnerSummary ?? null,
    missingProfile,
    loading: loading && !data,
    error: missingProfile ? undefined : error,
  };
}

/** One page (zero-based) of ledger entries, newest first, of one statement month (YYYY-MM) or all. */
export function usePartnerCommissions(month: string | null, page: number) {
  const {
    data: current,
    previousData,
    loading,
    error,
  } = usePartnerCommissionsQuery({
    variables: { month, page, size: COMMISSIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const data = current ?? previousData;
  const missingProfile = error !== undefined && isNotFound(error);
  return {
    page: data?.partnerCommissions ?? null,
    missingProfile,
    loading: loading && !data,
    error: missingProfile ? undefined : error,
  };
}

export function usePartnerStatements() {
  const { data: current, previousData, loading, error } = usePartnerStatementsQuery({ fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  const missingProfile = error !== undefined && isNotFound(error);
  return {
    statements: data?.partnerStatements ?? [],
    missingProfile,
    loading: loading && !data,
    error: missingProfile ? undefined : error,
  };
}

/** The statement's file name: its month, the language of a PDF. */
export function statementFilename(month: string, format: StatementFormat): string {
  return format === 'csv' ? `lokalno-statement-${month}.csv` : `lokalno-statement-${month}-${format.slice(4)}.pdf`;
}

/** Downloads the statement of `month` (YYYY-MM) as a PDF in English or Croatian, or as CSV. */
export async function downloadStatement(month: string, format: StatementFormat): Promise<void> {
  const file = await apiFetch<Blob>(`/partner/statements/${month}`, {
    query: format === 'csv' ? undefined : { lang: format.slice(4) },
    accept: format === 'csv' ? 'text/csv' : 'application/pdf',
    blob: true,
  });
  saveFile(file, statementFilename(month, format));
}
