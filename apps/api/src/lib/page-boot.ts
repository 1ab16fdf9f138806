/**
 * The first two answers of a signed-in visit written into the dashboard's page (decision 0047). Every screen starts by
 * reading the session and, when it names someone, their profile: two round trips, one after the other, between the
 * app's script and its first screen (on a phone's network, the largest part of the dashboard's first paint). A page
 * requested with a session cookie carries both answers instead, as a JSON data block the script reads at start
 * (apps/web/src/features/auth/page-boot.ts).
 *
 * The answers are the routes' own: `GET /api/auth/get-session?disableRefresh=true` and `GET /api/profile`, asked
 * in-process (`app.inject`) with the visitor's cookie, language and address, so authentication, the session token's
 * removal, rate limits and the response schema are exactly what the browser's own requests would meet. Anything but a
 * plain answer (an error, a timeout of the injection) leaves the page as it is: the browser then asks itself.
 *
 * A dashboard address also lists its first screen's reads (apps/web/src/app/route-screens.ts, through the build's
 * `.vite/route-preloads.json`): their answers travel the same way (decision 0048), so the first render shows the
 * screen's data with no request and no second pass.
 */
import { PAGE_BOOT_ELEMENT_ID, type PageBootData } from '@maitre/shared/page-boot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/auth/session-token.ts';

export const BOOT_SESSION_URL = '/api/auth/get-session?disableRefresh=true';
export const BOOT_PROFILE_URL = '/api/profile';
/**
 * Reads answered before the others: the live stream's position (decision 0049). The screen's stream resumes after it,
 * so every other read must see at least what it names — an order placed between them is then sent by the stream.
 */
const ASKED_FIRST = new Set(['/api/events/position']);

export interface PageBootReading {
  /** The session's and the profile's answers. */
  boot: PageBootData;
  /** Cookies the session's answer set (better-auth may clear a stale one): the page's answer sets them instead. */
  setCookies: string[];
  /**
   * Asks the first screen's reads (called once the page's head has left) and gives those that answered 200; undefined
   * when none did or no one is signed in. Never rejects.
   */
  reads: () => Promise<PageBootData['reads']>;
}

/** Whether the request carries better-auth's session cookie (valid or not): both its plain and `__Secure-` names end so. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
}

/** The headers an injected request keeps from the page's request: who asks, in which language. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * The session's and the profile's answers for a page request that carries a session cookie; null without one, or when
 * the session does not answer 200 (the browser asks again and handles it as it always did). With `reads` (the first
 * screen's API reads, decision 0048), their answers too, asked once the session names someone, side by side, and
 * handed over as a function the page calls once its head has left: only those that answer 200 (a read a role may not
 * make is left to the browser, which then meets the same 403 it always did).
 */
export async function readPageBoot(app: FastifyInstance, request: FastifyRequest, reads: readonly string[] = []): Promise<PageBootReading | null> {
  if (!hasSessionCookie(request)) return null;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const ask = (url: string) => app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  try {
    // Side by side: the profile answers 401 when the session turns out to be gone, and is then left out.
    const [session, profile] = await Promise.all([ask(BOOT_SESSION_URL), ask(BOOT_PROFILE_URL)]);
    if (session.statusCode !== 200) return null;
    const sessionBody = session.json() as { user?: unknown } | null;
    const boot: PageBootData = { session: { status: 200, body: sessionBody } };
    if (sessionBody?.user && profile.statusCode === 200) boot.profile = { status: 200, body: profile.json() };
    // The reads once the session is in and the page's head has left (the page asks for them): asked beside the session,
    // or before the head was written, they held it back (the embedded database runs on the server's own thread).
    // Settled however they end.
    const carried = async () => {
      // The live stream's position first (decision 0049): the stream resumes after it, so the other reads start later.
      const first = reads.filter((url) => ASKED_FIRST.has(url));
      const rest = reads.filter((url) => !ASKED_FIRST.has(url));
      const order = [...first, ...rest];
      const answers = sessionBody?.user ? [...(await Promise.allSettled(first.map(ask))), ...(await Promise.allSettled(rest.map(ask)))] : [];
      const entries = order.flatMap((url, index) => {
        const answer = answers[index];
        if (answer?.status === 'rejected') request.log.warn({ err: answer.reason, url }, "the page was sent without one of its first screen's reads");
        return answer?.status === 'fulfilled' && answer.value.statusCode === 200 ? [[url, { status: 200, body: answer.value.json() as unknown }] as const] : [];
      });
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    };
    const setCookie = session.headers['set-cookie'];
    return { boot, setCookies: setCookie === undefined ? [] : ([] as string[]).concat(setCookie), reads: carried };
  } catch (error) {
    request.log.warn({ err: error }, 'the page was sent without its session answers');
    return null;
  }
}

/**
 * The data block: JSON, with `<`, `>`, `&` and the two line separators escaped so that no value (a name such as
 * `</script><script>…`) can end the element or open a comment. A `type="application/json"` script is never run, so
 * the Content-Security-Policy has nothing to allow.
 */
export function pageBootElement(boot: PageBootData): string {
  const json = JSON.stringify(boot).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${json}</script>`;
}
