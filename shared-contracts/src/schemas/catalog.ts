import { z } from '../zod';

/** Catalogue card (seed 000 section 3 "Catalogue item"). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the source of the type below
const catalogItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  area: z.string(),
  teacher: z.string(),
  description: z.string(),
  hours: z.number(),
  students: z.number(),
  rating: z.number(),
  price: z.number(),
  image: z.string().nullable(),
  level: z.string(),
  type: z.string(),
  slug: z.string().optional(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;
