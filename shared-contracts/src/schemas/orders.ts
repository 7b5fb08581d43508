import { z } from 'zod';
import { EMAIL_REQUIRED, emailSchema, idSchema } from './common';

export const ORDER_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const BUYER_NAME_REQUIRED = 'Nombre es requerido.';
export const ORDER_COURSE_INVALID = 'Curso inválido.';
export const NO_COURSE_TO_PAY = 'No hay curso para pagar.';

/** POST /orders body (checkout). */
export const orderCreateSchema = z.object({
  buyerName: z
    .string({ error: BUYER_NAME_REQUIRED })
    .trim()
    .min(1, { error: BUYER_NAME_REQUIRED })
    .max(200, { error: 'Nombre: máximo 200 caracteres.' }),
  buyerEmail: emailSchema,
  courseId: idSchema(ORDER_COURSE_INVALID),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;
export type OrderCreate = z.output<typeof orderCreateSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  currency: z.string(),
  buyerEmail: z.string(),
  buyerName: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    code: z.string(),
    area: z.string(),
    level: z.string(),
    type: z.string(),
    teacherVisible: z.string(),
    price: z.number(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

export { EMAIL_REQUIRED as BUYER_EMAIL_REQUIRED };
