import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceHref, type Resource } from '@inpro/shared-contracts';
import { useApiUrl, useSession } from '@inpro/ui';
import { aulaKeys } from '../../../app/queryKeys';
import { isKept, keepFile, keptStorage, readKeptFile, removeKeptFile } from '../api/keptFiles';
import { isKeepable, keptCacheOf, keptFileKey } from '../keptFiles';

/**
 * «Disponible sin conexión» of one resource: whether its PDF is kept on the device, keep it, remove
 * it. Nothing is offered where it cannot be kept (not a stored PDF, no Cache Storage, no account).
 * The device's storage is local: it answers with or without a connection (`networkMode: 'always'`).
 */
export function useKeptFile(resource: Resource) {
  const apiUrl = useApiUrl();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const storage = keptStorage();
  const cacheName = keptCacheOf(token);
  const key = isKeepable(resource) ? keptFileKey(resource, apiUrl) : null;
  const where = useMemo(() => (storage && cacheName && key ? { storage, cacheName, key } : null), [storage, cacheName, key]);
  const queryKey = aulaKeys.kept(cacheName ?? '', key ?? '');

  const kept = useQuery({
    queryKey,
    queryFn: () => (where ? isKept(where.storage, where.cacheName, where.key) : false),
    enabled: where !== null,
    networkMode: 'always',
    staleTime: Infinity,
  });
  const keep = useMutation({
    mutationFn: async () => {
      const href = resourceHref(resource.url, apiUrl);
      if (!where || !href) throw new Error('Nothing to keep');
      await keepFile(where.storage, where.cacheName, where.key, href);
    },
    onSuccess: () => queryClient.setQueryData(queryKey, true),
  });
  const remove = useMutation({
    mutationFn: async () => {
      if (where) await removeKeptFile(where.storage, where.cacheName, where.key);
    },
    onSuccess: () => queryClient.setQueryData(queryKey, false),
  });
  return { available: where !== null, kept: kept.data === true, keep, remove, where };
}

/**
 * An address of the kept PDF on this page (a blob: URL) while `wanted` (offline, kept), so that
 * «Abrir» opens the copy in a new tab as it would open the file; released when no longer wanted.
 */
export function useKeptFileUrl(where: ReturnType<typeof useKeptFile>['where'], wanted: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || !where) return undefined;
    let made: string | null = null;
    let gone = false;
    void readKeptFile(where.storage, where.cacheName, where.key)
      .then((blob) => {
        if (gone || !blob) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [wanted, where]);
  return url;
}
