import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegalPageSlug, LegalPageUpdate } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import { superadminKeys } from '../../../app/queryKeys';
import { listLegalPages } from '../api/listLegalPages';
import { saveLegalPage } from '../api/saveLegalPage';

export function useLegalPages() {
  const http = useHttp();
  return useQuery({ queryKey: superadminKeys.legalPages(), queryFn: ({ signal }) => listLegalPages(http, signal) });
}

/** Saves a page; the list and the audit log (which records the change) are read again. */
export function useSaveLegalPage() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: LegalPageSlug; body: LegalPageUpdate }) => saveLegalPage(http, slug, body),
    onSuccess: () =>
      Promise.all([superadminKeys.legalPages(), superadminKeys.audit()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
