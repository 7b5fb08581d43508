import { LEGAL_PAGE_SAVED, legalPageUpdateSchema, type AdminLegalPage } from '@inpro/shared-contracts';
import { Button, TextArea, TextField, useToast } from '@inpro/ui';
import { Dialog, areaStyles as styles } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { useSaveLegalPage } from '../hooks/useLegalPages';

const MARKDOWN_HINT =
  'Formato Markdown: «## Título» para una sección, «### Pregunta» para una subsección, «- » para una lista, **negrita** y [texto del enlace](/contacto). No se admite HTML.';

/** The editor of one page: its title and its text, saved as a new version. */
export function LegalPageDialog({ page, onClose }: { page: AdminLegalPage; onClose: () => void }) {
  const save = useSaveLegalPage();
  const toast = useToast();
  const form = useZodForm({
    schema: legalPageUpdateSchema,
    defaultValues: { title: page.title, body: page.body },
    failure: 'No se pudo guardar la página.',
    onSubmit: async (body) => {
      await save.mutateAsync({ slug: page.slug, body });
      toast.success(LEGAL_PAGE_SAVED);
      onClose();
    },
  });
  const formId = `legal-page-${page.slug}`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!form.busy}
      title={`Editar: ${page.title}`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={form.busy} loadingText="Guardando…">
            Guardar y publicar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.submit} noValidate aria-label={`Editar ${page.title}`}>
        <TextField label="Título" required {...form.field('title')} />
        <TextArea label="Texto" required rows={18} hint={MARKDOWN_HINT} {...form.field('body')} />
        {form.errors._ ? (
          <p className={styles.formError} role="alert">
            {form.errors._}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
