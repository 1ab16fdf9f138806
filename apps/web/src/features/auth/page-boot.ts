/**
 * The session's and the profile's answers the server wrote into the page for a signed-in visit (decision 0047,
 * apps/api/src/lib/page-boot.ts): a `<script type="application/json" id="maitre-boot">` data block. Read once, at
 * start, and removed: the answers describe the moment the page was sent, and every later read asks the server.
 * Anything unexpected in it is ignored, and the app asks the server as it does without it.
 */
import { type BootAnswer, PAGE_BOOT_ELEMENT_ID } from '@maitre/shared/page-boot';
import type { Profile } from '@maitre/shared/profile';
import { type ApiRoute, checkResponse } from '@/lib/api-contract';
import { carryAnswers } from '@/lib/carried-answers';
import type { AuthSession, SessionResult } from '@/lib/session-client';

export interface PageBoot {
  session: SessionResult;
  /** The profile's answer when the page carried it (the session names someone); otherwise the app asks for it. */
  profile?: Profile | null;
}

const isAnswer = (value: unknown): value is BootAnswer =>
  typeof value === 'object' && value !== null && typeof (value as BootAnswer).status === 'number' && 'body' in value;

/**
 * The page's answers, taken out of the page; null when it has none (signed out, or an older server). The first
 * screen's reads it carries go to lib/carried-answers.ts, each checked like the profile (one that does not match is
 * left out, and its query asks the server).
 */
export function takePageBoot(): PageBoot | null {
  const element = document.getElementById(PAGE_BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  let raw: { session?: unknown; profile?: unknown; reads?: unknown };
  try {
    raw = JSON.parse(element.textContent ?? '') as typeof raw;
  } catch {
    return null;
  }
  if (!isAnswer(raw?.session) || raw.session.status !== 200) return null;
  const boot: PageBoot = { session: { data: raw.session.body as AuthSession | null, error: null } };
  if (isAnswer(raw.profile) && raw.profile.status === 200) {
    try {
      // Development and tests check it against the route's schema, as a fetched answer is (lib/api-client.ts); one
      // that does not match is logged as a fetched one's failure is, and the app asks for the profile itself.
      checkResponse('GET /api/profile', raw.profile.body);
      boot.profile = (raw.profile.body as { profile: Profile | null }).profile;
    } catch (error) {
      console.error('Profile error', error);
    }
  }
  const reads = new Map<ApiRoute, unknown>();
  if (typeof raw.reads === 'object' && raw.reads !== null) {
    for (const [url, answer] of Object.entries(raw.reads)) {
      if (!url.startsWith('/api/') || !isAnswer(answer) || answer.status !== 200) continue;
      const route = `GET ${url}` as ApiRoute;
      try {
        checkResponse(route, answer.body);
        reads.set(route, answer.body);
      } catch (error) {
        console.error('Carried answer error', error);
      }
    }
  }
  carryAnswers(reads);
  return boot;
}
