/** The checkout page without a course to pay (seed 000). The checkout's contracts are in payments.ts. */
export const NO_COURSE_TO_PAY = 'No hay curso para pagar.';
