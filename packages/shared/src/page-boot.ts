/**
 * The answers a signed-in visit's page carries (decision 0047): the server writes them (apps/api/src/lib/page-boot.ts),
 * the web app reads them once at start (apps/web/src/features/auth/page-boot.ts).
 */

/** The id of the `<script type="application/json">` data block in the page. */
export const PAGE_BOOT_ELEMENT_ID = 'maitre-boot';

/** One route's answer as the browser would have received it. */
export interface BootAnswer {
  status: number;
  body: unknown;
}

/** The data block's content. */
export interface PageBootData {
  /** `GET /api/auth/get-session?disableRefresh=true`. */
  session: BootAnswer;
  /** `GET /api/profile`: present only when the session names someone and the profile answered 200. */
  profile?: BootAnswer;
  /**
   * The first screen's reads, by URL (`/api/overview`): those its address lists in apps/web/src/app/route-screens.ts
   * that answered 200 for this visitor. Present only when the session names someone.
   */
  reads?: Record<string, BootAnswer>;
}
