import type { FastifyReply } from 'fastify';
import { courseSchema, type Course, type CoursePage } from '@inpro/shared-contracts';

/**
 * The JSON of the public catalogue's answers, built from each course's JSON text, which is checked
 * against the contract (`courseSchema`) and written once per course object. The catalogue index's
 * course objects do not change while its snapshot lives, so a page is joined from ready texts
 * instead of checking and writing twelve courses on every request (a new snapshot has new
 * objects; the old texts go with them).
 */
const texts = new WeakMap<Course, string>();

/** One course as the contract sends it. */
export function courseJson(course: Course): string {
  let text = texts.get(course);
  if (text === undefined) {
    text = JSON.stringify(courseSchema.parse(course));
    texts.set(course, text);
  }
  return text;
}

/** A page of courses (`coursePageSchema`) as JSON text. */
export function coursePageJson(page: CoursePage): string {
  const { content, ...rest } = page;
  const meta = JSON.stringify(rest);
  return `{"content":[${content.map(courseJson).join(',')}],${meta.slice(1)}`;
}

/** A list of courses (`z.array(courseSchema)`) as JSON text. */
export function courseListJson(courses: Course[]): string {
  return `[${courses.map(courseJson).join(',')}]`;
}

/**
 * Sends JSON text as it is: Fastify skips the route's serializer for a string with its content type
 * (the route's response schema still documents the answer, and the text was checked above).
 */
export function sendJsonText(reply: Pick<FastifyReply, 'type'>, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
