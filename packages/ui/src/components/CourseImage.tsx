import { useState } from 'react';
import { courseCoverUrl, courseImageSources, type Course } from '@inpro/shared-contracts';
import { useRemoteProps } from '../remote/RemoteContext';

export interface CourseImageProps {
  course: Pick<Course, 'title' | 'image' | 'area'>;
  /** The alternative text; by default "Imagen del curso {title}" ("" where the title is beside it). */
  alt?: string;
  className?: string;
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser to pick from `srcset` (uploaded images only). */
  sizes: string;
  /** The first image in view (the course page's): loaded at once, never lazily. */
  eager?: boolean;
}

/**
 * A course's picture: its own image — in the size the screen draws when the API has narrower
 * copies — else, or when it fails to load, the cover art of its specialty. Lazy below the fold.
 */
export function CourseImage({ course, className, width, height, sizes, eager = false, alt }: CourseImageProps) {
  const { config } = useRemoteProps();
  const [broken, setBroken] = useState(false);
  const own = courseImageSources(config.apiBase, course);
  const src = broken ? courseCoverUrl(config.apiBase, course.area) : own.src;
  const srcSet = broken ? undefined : own.srcSet;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? `Imagen del curso ${course.title}`}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => {
        if (!own.cover) setBroken(true);
      }}
    />
  );
}
