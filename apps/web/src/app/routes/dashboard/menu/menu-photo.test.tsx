import { MAX_PHOTO_BYTES } from '@maitre/shared/photos';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerError, answerWith, json } from '@/test/api';
import { aMenuItem, aPhoto, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { MenuPage } from './menu-page';

/** The dish form's photo (issue 19, decision 0026): upload at once, preview, remove; refusals said at the field. */
const photo = aPhoto();
const tarte = aMenuItem({ id: uuid(102), name: 'Tarte Tatin', price: 8.5, category: 'Desserts', description: '', image_url: photo.url });
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'tarte.jpg', { type: 'image/jpeg' });

async function openNewDishForm() {
  const rendered = renderApp(<MenuPage />, { at: '/dashboard/menu?new=1' });
  const form = await screen.findByRole('region', { name: 'Add a menu item' });
  return { ...rendered, form };
}

describe('MenuPage: a dish’s photo', () => {
  it('uploads the chosen file at once, shows it, and saves the dish with the stored photo’s address', async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [] }),
      answer('POST /api/photos', { photo }, { status: 201 }),
      answerWith('POST /api/menu-items', () => json('POST /api/menu-items', { menuItem: tarte }, 201)),
    );
    const { user, form } = await openNewDishForm();
    const group = within(form).getByRole('group', { name: 'Photo' });
    expect(within(group).getByText('JPEG, PNG or WebP, up to 10 MB. Guests see it on the order page.')).toBeInTheDocument();

    await user.upload(within(group).getByLabelText('Upload photo'), jpeg());
    expect(await within(group).findByText('Photo uploaded. Save the dish to show it.')).toBeInTheDocument();
    // The chosen file itself until the dish is saved (the stored photo is public only once a dish shows it).
    expect(within(group).getByRole('img', { name: 'Preview of the dish’s photo' }).getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(within(form).getByLabelText(/Image URL/)).toHaveValue(photo.url);
    expect(within(group).getByLabelText('Replace photo')).toBeInTheDocument();
    const [sent] = await sentRequests('POST', '/api/photos');
    expect(sent?.headers.get('content-type')).toBe('image/jpeg');

    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Price/), '8.5');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(async () => expect(await sentRequests('POST', '/api/menu-items')).toHaveLength(1));
    expect((await sentRequests('POST', '/api/menu-items'))[0]?.body).toMatchObject({ name: 'Tarte Tatin', image_url: photo.url });
  });

  it('says why the server refused the file, under the control, and keeps the dish without a photo', async () => {
    const message = 'This file is not a JPEG, PNG or WebP image';
    server.use(answer('GET /api/menu-items', { menuItems: [] }), answerError('POST /api/photos', 'VALIDATION_FAILED', message, { file: [message] }));
    const { user, form } = await openNewDishForm();
    const input = within(form).getByLabelText('Upload photo');
    await user.upload(input, new File(['soup, fish, tart'], 'menu.jpg', { type: 'image/jpeg' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(within(form).getByLabelText(/Image URL/)).toHaveValue('');
    expect(within(form).queryByRole('img', { name: 'Preview of the dish’s photo' })).toBeNull();
    // The form hears that the upload ended one render after the field shows why (the field's effect tells it).
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add Item' })).toBeEnabled());
  });

  it('refuses a file over 10 MB before sending it', async () => {
    server.use(answer('GET /api/menu-items', { menuItems: [] }));
    const { user, form } = await openNewDishForm();
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Upload photo'), big);
    expect(await within(form).findByRole('alert')).toHaveTextContent('A photo can be at most 10 MB');
    expect(await sentRequests('POST', '/api/photos')).toEqual([]);
  });

  it('waits for the upload before saving: the button is off while the photo is being sent', async () => {
    let finish: (() => void) | undefined;
    server.use(
      answer('GET /api/menu-items', { menuItems: [] }),
      answerWith('POST /api/photos', async () => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return json('POST /api/photos', { photo }, 201);
      }),
    );
    const { user, form } = await openNewDishForm();
    await user.upload(within(form).getByLabelText('Upload photo'), jpeg());
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add Item' })).toBeDisabled());
    expect(within(form).getByRole('group', { name: 'Photo' })).toHaveAttribute('aria-busy', 'true');
    expect(within(form).getByRole('status')).toHaveTextContent(/Uploading the photo…|Preparing the photo…/);
    expect(within(form).getByLabelText(/Upload photo/)).toBeDisabled();
    finish?.();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Add Item' })).toBeEnabled());
    expect(within(form).getByLabelText(/Image URL/)).toHaveValue(photo.url);
  });

  it('shows a dish’s stored photo when editing, and “Remove photo” saves the dish without it', async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [tarte] }),
      answerWith('PATCH /api/menu-items/:id', () => json('PATCH /api/menu-items/:id', { menuItem: { ...tarte, image_url: null } })),
    );
    const { user } = renderApp(<MenuPage />, { at: '/dashboard/menu' });
    await user.click(await screen.findByRole('button', { name: 'Edit Tarte Tatin' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Tarte Tatin' });
    expect(within(form).getByRole('img', { name: 'Preview of the dish’s photo' })).toHaveAttribute('src', photo.url);

    await user.click(within(form).getByRole('button', { name: 'Remove photo' }));
    expect(within(form).queryByRole('img', { name: 'Preview of the dish’s photo' })).toBeNull();
    expect(within(form).getByText('Photo removed. Save the dish to apply.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Image URL/)).toHaveValue('');
    expect(within(form).getByLabelText('Upload photo')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await sentRequests('PATCH', `/api/menu-items/${tarte.id}`)).toHaveLength(1));
    expect((await sentRequests('PATCH', `/api/menu-items/${tarte.id}`))[0]?.body).toMatchObject({ image_url: null });
  });
});
