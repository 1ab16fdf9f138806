import type { ActivityEntry } from '@maitre/shared/staff';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { describeActivity } from './describe-activity';

const entry = (action: ActivityEntry['action'], details: ActivityEntry['details']): ActivityEntry => ({
  id: '1',
  at: '2026-11-24T12:00:00.000000Z',
  actor_user_id: 'u1',
  actor_name: 'Léa',
  action,
  subject_type: 'option_group',
  subject_id: '00000000-0000-4000-8000-000000000001',
  details,
});

describe('describeActivity: option groups (issue 19)', () => {
  afterEach(() => activateLocale('en', null));

  it('says what was done to a group and to an option, naming the option with its group', () => {
    expect(describeActivity(entry('option_group.created', { name: 'Size' }))).toBe('Added the option group Size');
    expect(describeActivity(entry('option_group.updated', { name: 'Size' }))).toBe('Edited the option group Size');
    expect(describeActivity(entry('option_group.deleted', { name: 'Size' }))).toBe('Deleted the option group Size');
    expect(describeActivity(entry('option.availability_changed', { name: 'Large', group: 'Size', available: false }))).toBe('Marked Large (Size) sold out');
    expect(describeActivity(entry('option.availability_changed', { name: 'Large', group: 'Size', available: true }))).toBe('Put Large (Size) back on sale');
    expect(describeActivity(entry('menu_item.updated', { name: 'Pizza', changes: { allergens: {}, option_group_ids: {} } }))).toBe(
      'Edited Pizza (allergens, option groups)',
    );
  });

  it('says it in the active language', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    expect(describeActivity(entry('option.availability_changed', { name: 'Grande', group: 'Taille', available: false }))).toBe(
      'A mis Grande (Taille) en rupture',
    );
    expect(describeActivity(entry('menu_item.updated', { name: 'Pizza', changes: { traces: {} } }))).toBe('A modifié Pizza (traces possibles)');
  });
});

describe('describeActivity: a menu import (issue 19)', () => {
  afterEach(() => activateLocale('en', null));
  const imported = (details: ActivityEntry['details']) => ({ ...entry('menu.imported', details), subject_type: 'restaurant' as const });

  it('says how many dishes the file added and changed, and the option groups when there were any', async () => {
    expect(describeActivity(imported({ format: 'csv', created: 12, updated: 3, groups_created: 0, groups_updated: 0 }))).toBe(
      'Imported the menu: 12 dishes created, 3 updated',
    );
    expect(describeActivity(imported({ format: 'xlsx', created: 1, updated: 0, groups_created: 1, groups_updated: 1 }))).toBe(
      'Imported the menu: 1 dish created, 0 updated (2 option groups)',
    );
    activateLocale('de', await loadDashboardCatalog('de'));
    expect(describeActivity(imported({ created: 12, updated: 3, groups_created: 0, groups_updated: 0 }))).toBe(
      'Speisekarte importiert: 12 Gerichte angelegt, 3 geändert',
    );
  });
});
