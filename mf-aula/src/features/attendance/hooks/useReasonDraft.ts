import { useFormDraft, type FormDraft } from '@inpro/ui/drafts';

/** The drafts' name of the rectification reasons (one per class session). */
export const RECTIFICATION_DRAFT = 'rectification';

/** A rectification request's reason kept on the device per session; none while no session is chosen. */
export function useReasonDraft(sessionId: number | null, values: { reason: string }, restore: (reason: string) => void): FormDraft {
  return useFormDraft({
    form: RECTIFICATION_DRAFT,
    id: sessionId,
    values,
    pick: ({ reason }) => (reason.trim() ? reason : null),
    restore,
  });
}
