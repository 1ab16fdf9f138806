/** A member's activity entry for the order page's privacy notice and imprint (decision 0034), as a sentence. */
import type { ActivityEntry } from '@maitre/shared/staff';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { describeActivity } from './describe-activity';

const entry = (details: Record<string, unknown>): ActivityEntry => ({
  id: '1',
  at: '2026-11-24T20:00:00.000Z',
  actor_user_id: 'u1',
  actor_name: 'Ada Owner',
  action: 'legal.updated',
  subject_type: 'restaurant',
  subject_id: 'r1',
  details,
});

describe('describeActivity: legal.updated', () => {
  afterEach(() => activateLocale('en', null));

  it('names the text or texts that changed', async () => {
    expect(describeActivity(entry({ changed: ['privacy_notice'] }))).toBe('Changed the privacy notice');
    expect(describeActivity(entry({ changed: ['legal_imprint'] }))).toBe('Changed the imprint');
    expect(describeActivity(entry({ changed: ['privacy_notice', 'legal_imprint'] }))).toBe('Changed the privacy notice and the imprint');
    activateLocale('de', await loadDashboardCatalog('de'));
    expect(describeActivity(entry({ changed: ['legal_imprint'] }))).toBe('Impressum geändert');
  });
});
