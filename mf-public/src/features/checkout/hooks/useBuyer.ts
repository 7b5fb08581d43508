import { useQuery } from '@tanstack/react-query';
import { useHttp, useKnownSession } from '@inpro/ui';
import { publicKeys } from '../../../app/queryKeys';
import { getMyCourses } from '../api/getMyCourses';

/**
 * Who is buying, as far as the checkout can tell: 'unknown' until the browser's session is known
 * (the prerendered page and its hydration) and, for a signed-in visitor, until their courses are
 * read; 'visitor' (sign in first), 'owner' (already enrolled in this course) or 'buyer'. When the
 * courses cannot be read the form is offered: the server refuses a second purchase anyway.
 */
export function useBuyer(courseId: number): 'unknown' | 'visitor' | 'owner' | 'buyer' {
  const http = useHttp();
  const session = useKnownSession();
  const signedIn = Boolean(session?.isAuthenticated);
  const mine = useQuery({
    queryKey: [...publicKeys.myCourses(), session?.username ?? null],
    queryFn: ({ signal }) => getMyCourses(http, signal),
    enabled: signedIn,
    staleTime: 0,
    retry: false,
  });
  if (!session) return 'unknown';
  if (!signedIn) return 'visitor';
  if (mine.isPending) return 'unknown';
  return mine.data?.some((c) => c.id === courseId) ? 'owner' : 'buyer';
}
