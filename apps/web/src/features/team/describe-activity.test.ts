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

describe('describeActivity: sold-out counts (decision 0027)', () => {
  afterEach(() => activateLocale('en', null));

  it('says what a count was set to, that it stopped, and a reset', () => {
    expect(describeActivity(entry('menu_item.portions_changed', { name: 'Margherita', left: 12, par: 20, from_left: null, from_par: null }))).toBe(
      'Set Margherita to 12 left, starting each day at 20',
    );
    expect(describeActivity(entry('menu_item.portions_changed', { name: 'Margherita', left: 0, par: null }))).toBe('Set Margherita to 0 left');
    expect(describeActivity(entry('menu_item.portions_changed', { name: 'Margherita', left: null, par: null }))).toBe('Stopped counting Margherita');
    expect(describeActivity(entry('option.portions_changed', { name: 'Large', group: 'Size', left: 3, par: null }))).toBe('Set Large (Size) to 3 left');
    expect(describeActivity(entry('option.portions_changed', { name: 'Large', group: 'Size', left: null, par: null }))).toBe('Stopped counting Large (Size)');
    expect(describeActivity(entry('portions.reset', { items: 4, options: 1 }))).toBe('Reset the counts');
  });

  it('says it in the active language', async () => {
    activateLocale('de', await loadDashboardCatalog('de'));
    expect(describeActivity(entry('menu_item.portions_changed', { name: 'Margherita', left: 12, par: 20 }))).toBe(
      'Bestand von Margherita auf 12 gesetzt, täglich ab 20',
    );
    activateLocale('fr', await loadDashboardCatalog('fr'));
    expect(describeActivity(entry('option.portions_changed', { name: 'Grande', group: 'Taille', left: null, par: null }))).toBe(
      'A arrêté le décompte de Grande (Taille)',
    );
  });
});

describe('describeActivity: categories and the menu’s order (issue 19)', () => {
  afterEach(() => activateLocale('en', null));

  it('says what was done to a category and to the order', () => {
    expect(describeActivity(entry('category.created', { name: 'Soups' }))).toBe('Added the category Soups');
    expect(describeActivity(entry('category.renamed', { from: 'Main Course', to: 'Mains' }))).toBe('Renamed the category Main Course to Mains');
    expect(describeActivity(entry('category.renamed', { from: 'Mains', to: 'Mains' }))).toBe('Edited the translations of the category Mains');
    expect(describeActivity(entry('category.hidden', { name: 'Specials', hidden: true }))).toBe('Hid the category Specials from the order page');
    expect(describeActivity(entry('category.hidden', { name: 'Specials', hidden: false }))).toBe('Showed the category Specials on the order page again');
    expect(describeActivity(entry('category.deleted', { name: 'Specials', dishes: 0 }))).toBe('Deleted the category Specials');
    expect(describeActivity(entry('category.deleted', { name: 'Desserts', dishes: 2, moved_to: 'Main Course' }))).toBe(
      'Deleted the category Desserts and moved its 2 dishes to Main Course',
    );
    expect(describeActivity(entry('category.reordered', { names: ['Desserts', 'Main Course'] }))).toBe('Changed the order of the menu’s categories');
    expect(describeActivity(entry('category.dishes_reordered', { name: 'Desserts' }))).toBe('Changed the order of the dishes in Desserts');
  });

  it('says it in the active language', async () => {
    activateLocale('de', await loadDashboardCatalog('de'));
    expect(describeActivity(entry('category.deleted', { name: 'Desserts', dishes: 1, moved_to: 'Hauptgerichte' }))).toBe(
      'Kategorie Desserts gelöscht und ihr Gericht nach Hauptgerichte verschoben',
    );
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

describe('describeActivity: the privacy notice and imprint (decision 0034)', () => {
  afterEach(() => activateLocale('en', null));

  it('names the text or texts that changed, in the active language', async () => {
    const legal = (changed: string[]) => ({ ...entry('legal.updated', { changed }), subject_type: 'restaurant' as const });
    expect(describeActivity(legal(['privacy_notice']))).toBe('Changed the privacy notice');
    expect(describeActivity(legal(['legal_imprint']))).toBe('Changed the imprint');
    expect(describeActivity(legal(['privacy_notice', 'legal_imprint']))).toBe('Changed the privacy notice and the imprint');
    activateLocale('de', await loadDashboardCatalog('de'));
    expect(describeActivity(legal(['legal_imprint']))).toBe('Impressum geändert');
  });
});

describe('describeActivity: screens, kitchen stations and printers (issue 21)', () => {
  afterEach(() => activateLocale('en', null));

  it('names the device with its kind, the station and the printer, and the settings changed', () => {
    expect(describeActivity(entry('device.added', { name: 'Pass', kind: 'kitchen_display' }))).toBe('Added the kitchen display Pass and made its pairing code');
    expect(describeActivity(entry('device.code_renewed', { name: 'Counter', kind: 'ready_board' }))).toBe(
      'Made a new pairing code for the ready board Counter',
    );
    expect(describeActivity(entry('device.revoked', { name: 'Back office', kind: 'print_bridge' }))).toBe('Revoked the print bridge Back office');
    expect(describeActivity(entry('station.renamed', { from: 'Cold', to: 'Garde-manger' }))).toBe('Renamed the station Cold to Garde-manger');
    expect(describeActivity(entry('kitchen.colours_changed', { warn_minutes: 8, late_minutes: 15 }))).toBe(
      'Set the kitchen tickets to turn amber after 8 min and red after 15 min',
    );
    expect(describeActivity(entry('printer.updated', { name: 'Pass', changes: ['copies', 'auto_print'] }))).toBe(
      'Changed the printer Pass (copies, printing by itself)',
    );
    expect(describeActivity(entry('order.printed', { jobs: 2, copy: true }))).toMatch(/^Reprinted order #/);
  });

  it('says it in the active language', async () => {
    activateLocale('de', await loadDashboardCatalog('de'));
    expect(describeActivity(entry('device.revoked', { name: 'Pass', kind: 'kitchen_display' }))).toBe('Küchenbildschirm Pass widerrufen');
    expect(describeActivity(entry('printer.updated', { name: 'Pass', changes: ['paper_width'] }))).toBe('Drucker Pass geändert (Papierbreite)');
    activateLocale('fr', await loadDashboardCatalog('fr'));
    expect(describeActivity(entry('station.created', { name: 'Grill' }))).toBe('A ajouté le poste Grill');
  });
});
