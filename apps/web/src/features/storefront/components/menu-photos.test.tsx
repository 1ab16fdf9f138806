import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/api';
import { aStorefront, aStorefrontItem, uuid } from '@/test/fixtures';
import { renderStorefront } from '@/test/render-app';
import { server } from '@/test/server';

/** The order page's dish photos (issue 19, decision 0026): stored photos offer every copy, all in the same fixed box. */
const PHOTO_ID = uuid(701);
const shakshuka = aStorefrontItem({
  id: uuid(101),
  name: 'Shakshuka',
  image_url: `/media/${PHOTO_ID}/640.webp`,
  photo: { srcset: `/media/${PHOTO_ID}/320.webp 320w, /media/${PHOTO_ID}/640.webp 640w, /media/${PHOTO_ID}/1280.webp 1280w`, width: 1280, height: 960 },
});
const soup = aStorefrontItem({ id: uuid(102), name: 'Onion soup', image_url: 'https://images.example.com/soup.jpg' });
const tarte = aStorefrontItem({ id: uuid(103), name: 'Tarte Tatin' });

async function openMenu() {
  renderStorefront('/r/chez-ada');
  await screen.findByRole('heading', { name: 'Chez Ada', level: 1 });
}

/** A dish's card on the menu: the list item holding its heading. */
const card = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

describe('the guest order page: dish photos', () => {
  it('gives a stored photo its copies for srcset and a fixed box, lazily loaded and decoded off the main thread', async () => {
    server.use(answer('GET /api/storefront/:slug', aStorefront({ menu: [shakshuka, soup, tarte] })));
    await openMenu();
    const image = card('Shakshuka').querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', `/media/${PHOTO_ID}/640.webp`);
    expect(image.getAttribute('srcset')).toBe(shakshuka.photo?.srcset);
    expect(image).toHaveAttribute('sizes', '112px');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '112');
    expect(image).toHaveAttribute('height', '112');
    // Decorative: the dish's name is the heading beside it.
    expect(image).toHaveAttribute('alt', '');
  });

  it('shows a pasted URL as a plain image in the same box, and a dish without one its initial', async () => {
    server.use(answer('GET /api/storefront/:slug', aStorefront({ menu: [shakshuka, soup, tarte] })));
    await openMenu();
    const pasted = card('Onion soup').querySelector('img') as HTMLImageElement;
    expect(pasted).toHaveAttribute('src', 'https://images.example.com/soup.jpg');
    expect(pasted.hasAttribute('srcset')).toBe(false);
    expect(pasted.hasAttribute('sizes')).toBe(false);
    expect([pasted.getAttribute('width'), pasted.getAttribute('height'), pasted.getAttribute('loading')]).toEqual(['112', '112', 'lazy']);
    expect(card('Tarte Tatin').querySelector('img')).toBeNull();
    expect(within(card('Tarte Tatin')).getByText('T')).toBeInTheDocument();
  });
});
