import styles from './Brand.module.css';

/** INPRO brand mark (a column and a book: law and education), or the logo set in the branding settings. */
export function BrandMark({ size = 36, logoUrl = null }: { size?: number; logoUrl?: string | null }) {
  if (logoUrl) return <img className={styles.logo} src={logoUrl} alt="" height={size} />;
  return (
    <svg className={styles.mark} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="currentColor" />
      <path d="M20 7 8 13v3h24v-3L20 7Z" fill="var(--brand-mark-ink, #fff)" />
      <path d="M11 18h3v10h-3zM18.5 18h3v10h-3zM26 18h3v10h-3z" fill="var(--brand-mark-ink, #fff)" />
      <path d="M8 30h24v3H8z" fill="var(--brand-mark-ink, #fff)" />
    </svg>
  );
}
