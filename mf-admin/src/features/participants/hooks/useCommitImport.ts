import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { adminKeys } from '../../../app/queryKeys';
import { commitImport } from '../api/commitImport';

/** Creates the accounts of an import file (all rows, or only the valid ones); the lists and counts show them. */
export function useCommitImport() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: 'all' | 'valid' }) => commitImport(http, file, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
