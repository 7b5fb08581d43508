import { useFormDraft, type FormDraft } from '@inpro/ui/drafts';

/** The task answer's text kept on the device per evaluation (the attached file is not: it stays in the page only). */
export function useAnswerDraft(evaluationId: number, values: { text: string }, restore: (text: string) => void): FormDraft {
  return useFormDraft({
    form: 'task-answer',
    id: evaluationId,
    values,
    pick: ({ text }) => (text.trim() ? text : null),
    restore,
  });
}
