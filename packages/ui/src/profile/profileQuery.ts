/** The signed-in person's profile in the area's query cache (one per remote). */
export const PROFILE_QUERY_KEY = ['me', 'profile'] as const;
