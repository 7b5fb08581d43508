import type { ConversationFile } from '@inpro/shared-contracts';
import { useHttp } from '@inpro/ui';
import styles from './Forums.module.css';

/**
 * The text of a post or a message. The server stores and answers it already sanitized (an
 * allowlist of tags, http(s)/mailto links only), so it is shown as HTML here.
 */
export function PostBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The files of a post or a message, as download links. */
export function PostFiles({ files }: { files: ConversationFile[] }) {
  const http = useHttp();
  if (!files.length) return null;
  return (
    <ul className={styles.files} aria-label="Archivos adjuntos">
      {files.map((f) => (
        <li key={f.id}>
          <a href={http.url(`${f.url}&download=1`)} download>
            {f.name}
          </a>{' '}
          ({f.sizeLabel})
        </li>
      ))}
    </ul>
  );
}
