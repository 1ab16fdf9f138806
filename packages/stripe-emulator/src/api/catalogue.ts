import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { noSuchResource } from '../errors.ts';
import { readBoolean, readString, readStringList } from '../form.ts';
import { newestFirst, paginate } from '../list.ts';
import { expanded, requestParams } from './request.ts';

interface IdParams {
  Params: { id: string };
}

export function catalogueRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;

  app.get('/prices', async (request) => {
    const params = requestParams(request);
    const active = readBoolean(params, 'active');
    const lookupKeys = readStringList(params, 'lookup_keys');
    const product = readString(params, 'product');
    const currency = readString(params, 'currency');
    const prices = newestFirst(store.state.prices).filter(
      (price) =>
        (active === undefined || price.active === active) &&
        (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
        (product === undefined || price.product === product) &&
        (currency === undefined || price.currency === currency),
    );
    return expanded(context, paginate(prices, params, '/v1/prices'), params);
  });

  app.get<IdParams>('/prices/:id', async (request) => {
    const price = store.state.prices[request.params.id];
    if (price === undefined) throw noSuchResource('price', request.params.id);
    return expanded(context, price, requestParams(request));
  });

  app.get('/products', async (request) => {
    const params = requestParams(request);
    const active = readBoolean(params, 'active');
    const products = newestFirst(store.state.products).filter((product) => active === undefined || product.active === active);
    return expanded(context, paginate(products, params, '/v1/products'), params);
  });

  app.get<IdParams>('/products/:id', async (request) => {
    const product = store.state.products[request.params.id];
    if (product === undefined) throw noSuchResource('product', request.params.id);
    return expanded(context, product, requestParams(request));
  });
}
