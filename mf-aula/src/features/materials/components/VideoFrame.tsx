import type { Resource } from '@inpro/shared-contracts';
import styles from './Materials.module.css';

/** A video resource embedded in a 16:9 frame; loading it counts as opening it. */
export function VideoFrame({ resource, onOpen }: { resource: Resource; onOpen: (resource: Resource) => void }) {
  const name = resource.title || resource.name;
  return (
    <figure className={styles.video} id={`video-${resource.id}`}>
      <div className={styles.frame16x9}>
        <iframe
          src={resource.url ?? undefined}
          title={name}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => onOpen(resource)}
        />
      </div>
      <figcaption>{name}</figcaption>
    </figure>
  );
}
