import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@inpro/ui';
import { teacherKeys } from '../../../app/queryKeys';
import { getUploadLimits } from '../api/getUploadLimits';

export function useUploadLimits() {
  const http = useHttp();
  return useQuery({ queryKey: teacherKeys.uploadLimits(), queryFn: ({ signal }) => getUploadLimits(http, signal), staleTime: Infinity });
}
