import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { noSuchResource } from '../errors.ts';
import { readString, readStringList } from '../form.ts';
import { newestFirst, paginate } from '../list.ts';
import { expanded, requestParams } from './request.ts';

interface IdParams {
  Params: { id: string };
}

/** Stripe's `type` filter takes `*` as a wildcard, as in `customer.subscription.*`. */
function typeMatcher(pattern: string): (type: string) => boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return (type) => regex.test(type);
}

export function eventRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;

  app.get('/events', async (request) => {
    const params = requestParams(request);
    const type = readString(params, 'type');
    const types = readStringList(params, 'types');
    const matchesType = type === undefined ? () => true : typeMatcher(type);
    const events = newestFirst(store.state.events).filter((event) => matchesType(event.type) && (types.length === 0 || types.includes(event.type)));
    return expanded(context, paginate(events, params, '/v1/events'), params);
  });

  app.get<IdParams>('/events/:id', async (request) => {
    const event = store.state.events[request.params.id];
    if (event === undefined) throw noSuchResource('event', request.params.id);
    return expanded(context, event, requestParams(request));
  });
}
