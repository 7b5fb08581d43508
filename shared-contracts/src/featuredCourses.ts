/** How many courses the home page features: the first ones of GET /data/cursos.json. */
export const FEATURED_COURSES_COUNT = 3;

/**
 * Id of the <script type="application/json"> in which the server inlines the home page's featured
 * courses (the first FEATURED_COURSES_COUNT of GET /data/cursos.json), so that its first paint
 * needs no API call.
 */
export const INLINE_FEATURED_COURSES_ID = 'inpro-featured-courses';
