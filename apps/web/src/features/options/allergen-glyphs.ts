/**
 * A small glyph for each allergen and dietary mark: a visual cue beside the name, never instead of it (the glyphs are
 * hidden from screen readers; the shared messages' names are always written next to them). Emoji cost no bytes of
 * script or image and scale with the text.
 */
import type { Allergen, DietaryMark } from '@maitre/shared/pricing';

export const ALLERGEN_GLYPHS: Record<Allergen, string> = {
  gluten: '🌾',
  crustaceans: '🦐',
  eggs: '🥚',
  fish: '🐟',
  peanuts: '🥜',
  soybeans: '🫘',
  milk: '🥛',
  nuts: '🌰',
  celery: '🥬',
  mustard: '🟡',
  sesame: '⚪',
  sulphites: '🍷',
  lupin: '🌼',
  molluscs: '🐚',
};

export const DIETARY_GLYPHS: Record<DietaryMark, string> = {
  vegetarian: '🥕',
  vegan: '🌱',
  spicy: '🌶️',
};
