import { createAuthClient } from 'better-auth/client';

/** better-auth's browser client; cookies carry the session, so no token is stored in JS. */
export const authClient = createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });

export type AuthSession = NonNullable<Awaited<ReturnType<typeof authClient.getSession>>['data']>;
