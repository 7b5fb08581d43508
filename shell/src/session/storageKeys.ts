/** Where the session lives in localStorage (shared by the session store and start-up, which reads it before the store exists). */
export const TOKEN_KEY = 'inpro.token';
export const USER_KEY = 'inpro.user';
