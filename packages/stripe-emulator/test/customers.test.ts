import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startEmulator, stripeClient } from './helpers.ts';

describe('customers', () => {
  it('creates, retrieves and lists customers by email', async () => {
    const { stripe } = await startEmulator();
    const created = await stripe.customers.create({
      email: 'owner@bistro.test',
      name: 'Camille Dupont',
      metadata: { userId: 'user_1' },
    });
    await stripe.customers.create({ email: 'someone@else.test' });

    expect(created).toMatchObject({
      object: 'customer',
      email: 'owner@bistro.test',
      name: 'Camille Dupont',
      metadata: { userId: 'user_1' },
      livemode: false,
      invoice_settings: { default_payment_method: null },
    });
    expect(created.id).toMatch(/^cus_/);

    const retrieved = await stripe.customers.retrieve(created.id);
    expect(retrieved).toEqual(created);

    const listed = await stripe.customers.list({ email: 'owner@bistro.test' });
    expect(listed.object).toBe('list');
    expect(listed.data.map((customer) => customer.id)).toEqual([created.id]);
    expect((await stripe.customers.list()).data).toHaveLength(2);
  });

  it('updates metadata with Stripe semantics and deletes', async () => {
    const { stripe } = await startEmulator();
    const customer = await stripe.customers.create({ email: 'a@b.test', metadata: { keep: '1', drop: '2' } });
    const updated = await stripe.customers.update(customer.id, { name: 'New Name', metadata: { drop: '', add: '3' } });
    expect(updated.metadata).toEqual({ keep: '1', add: '3' });
    expect(updated.name).toBe('New Name');

    const deleted = await stripe.customers.del(customer.id);
    expect(deleted).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ deleted: true });
    expect((await stripe.customers.list({ email: 'a@b.test' })).data).toHaveLength(0);
  });

  it('answers the same customer for the same idempotency key, even for concurrent requests', async () => {
    const { stripe } = await startEmulator();
    const key = 'create-customer-user_1';
    const [first, second] = await Promise.all([
      stripe.customers.create({ email: 'owner@bistro.test' }, { idempotencyKey: key }),
      stripe.customers.create({ email: 'owner@bistro.test' }, { idempotencyKey: key }),
    ]);
    const third = await stripe.customers.create({ email: 'owner@bistro.test' }, { idempotencyKey: key });

    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(third.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.customers.list({ email: 'owner@bistro.test' })).data).toHaveLength(1);
  });

  it('rejects reusing an idempotency key with different parameters', async () => {
    const { stripe } = await startEmulator();
    await stripe.customers.create({ email: 'one@bistro.test' }, { idempotencyKey: 'key-1' });
    await expect(stripe.customers.create({ email: 'two@bistro.test' }, { idempotencyKey: 'key-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('answers 404 in Stripe error shape for an unknown customer', async () => {
    const { stripe } = await startEmulator();
    const error = await stripe.customers.retrieve('cus_missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such customer: 'cus_missing'" });
  });

  it('paginates with limit and starting_after, newest first', async () => {
    const { stripe } = await startEmulator();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await stripe.customers.create({ email: `c${i}@bistro.test` })).id);
    const firstPage = await stripe.customers.list({ limit: 2 });
    expect(firstPage.data.map((customer) => customer.id)).toEqual([ids[4], ids[3]]);
    expect(firstPage.has_more).toBe(true);
    const all: string[] = [];
    for await (const customer of stripe.customers.list({ limit: 2 })) all.push(customer.id);
    expect(all).toEqual([...ids].reverse());
  });

  it('refuses requests without a secret key', async () => {
    const { url } = await startEmulator();
    const response = await fetch(`${url}/v1/customers`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });

    const publishable = new Stripe('pk_test_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(publishable.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(stripeClient(url).customers.list()).resolves.toMatchObject({ object: 'list' });
  });
});
