import { ErrorState, LoadingText } from '@inpro/ui';
import { useLocation } from '@inpro/ui/router';
import { LEGAL_PAGES, errorMessage, formatLimaDate, legalPageOfPath, type LegalPageSlug } from '@inpro/shared-contracts';
import content from '../../../content/components/Content.module.css';
import { PageIntro } from '../../../content/components/PageIntro';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { useLegalPage } from '../hooks/useLegalPage';
import { markdownToHtml } from './markdown';
import styles from './LegalPage.module.css';

export const LEGAL_PAGE_ERROR = 'No se pudo cargar esta página.';

/** /terminos, /privacidad, /preguntas-frecuentes, /ayuda: the page's text as the master administrator last saved it. */
export function LegalPage() {
  const slug = legalPageOfPath(useLocation().pathname.replace(/\/+$/, ''));
  return slug ? <LegalPageOf slug={slug} /> : <NotFoundPage />;
}

function LegalPageOf({ slug }: { slug: LegalPageSlug }) {
  const page = useLegalPage(slug);
  const title = page.data?.title ?? LEGAL_PAGES[slug].name;
  return (
    <div className={content.page}>
      <PageIntro title={title}>
        {page.data ? `Última actualización: ${formatLimaDate(page.data.updatedAt)}` : LEGAL_PAGES[slug].description}
      </PageIntro>
      <div className={`${content.container} ${styles.body}`}>
        {page.data ? (
          // markdownToHtml makes no markup from the text's own HTML and no script links (see markdown.ts).
          <article className={styles.text} dangerouslySetInnerHTML={{ __html: markdownToHtml(page.data.body) }} />
        ) : page.isError ? (
          <ErrorState message={errorMessage(page.error, LEGAL_PAGE_ERROR)} onRetry={() => page.refetch()} />
        ) : (
          <LoadingText />
        )}
      </div>
    </div>
  );
}
