import { slugify } from './courseLink';

/** Widths (px) at which the API also serves an uploaded course image (`/api/media/{name}?w=`), for `srcset`. */
export const COURSE_IMAGE_WIDTHS = [400, 800] as const;
/** Width of the uploaded course image itself (the server resizes uploads to fit 1200 × 800). */
const COURSE_IMAGE_MAX_WIDTH = 1200;

/** The cover art of a specialty, for a course without an image (`{apiBase}/covers/{slug}.svg`). */
export function courseCoverUrl(apiBase: string, area: string | null | undefined): string {
  return `${apiBase.replace(/\/+$/, '')}/covers/${slugify(area ?? '') || 'inpro'}.svg`;
}

export interface CourseImageSources {
  src: string;
  srcSet?: string;
  /** True when `src` is the specialty's cover (the course has no image of its own). */
  cover: boolean;
}

/**
 * What an <img> of a course shows: its own image — with the narrower copies the API makes of
 * uploaded images, so each screen downloads the size it draws — else its specialty's cover.
 */
export function courseImageSources(apiBase: string, course: { image?: string | null; area?: string | null }): CourseImageSources {
  const image = course.image?.trim();
  if (!image) return { src: courseCoverUrl(apiBase, course.area), cover: true };
  const uploaded = new RegExp(`^${apiBase.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/course-[0-9a-f]{24}\\.webp$`);
  if (!uploaded.test(image)) return { src: image, cover: false };
  const srcSet = [...COURSE_IMAGE_WIDTHS.map((w) => `${image}?w=${w} ${w}w`), `${image} ${COURSE_IMAGE_MAX_WIDTH}w`].join(', ');
  return { src: image, srcSet, cover: false };
}
