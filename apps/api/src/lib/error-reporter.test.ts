import { AsyncLocalStorage } from 'node:async_hooks';
import { type Context, type ContextManager, context, ROOT_CONTEXT, type Span, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { AppError } from './app-error.ts';
import { type ErrorContext, logErrorReporter, otelErrorReporter } from './error-reporter.ts';

/** What an OpenTelemetry SDK's context manager does (AsyncLocalStorage), in a few lines, so no SDK is needed here. */
class TestContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(ctx: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A): ReturnType<F> {
    return this.storage.run(ctx, () => fn.apply(thisArg, args));
  }
  bind<T>(_ctx: Context, target: T): T {
    return target;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.storage.disable();
    return this;
  }
}

/** A span that keeps what the reporter records on it. */
function recordingSpan() {
  const recorded = { exceptions: [] as unknown[], status: undefined as unknown, attributes: {} as Record<string, unknown> };
  const span = {
    recordException: (exception: unknown) => void recorded.exceptions.push(exception),
    setStatus: (status: unknown) => {
      recorded.status = status;
      return span;
    },
    setAttribute: (key: string, value: unknown) => {
      recorded.attributes[key] = value;
      return span;
    },
    spanContext: () => ({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 1 }),
    isRecording: () => true,
  };
  return { span: span as unknown as Span, recorded };
}

function fakeLogger() {
  const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const log = { error: (fields: Record<string, unknown>, message: string) => void lines.push({ fields, message }) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const contextOf = (log: FastifyBaseLogger): ErrorContext => ({ log, message: 'request failed', statusCode: 500, method: 'GET', route: '/boom' });

describe('error reporters', () => {
  it('log: the error with its stack and the details on the request log, at error level', () => {
    const { log, lines } = fakeLogger();
    const error = new Error('kaput');
    logErrorReporter(error, { ...contextOf(log), details: { issues: ['x'] } });
    expect(lines).toEqual([{ fields: { err: error, issues: ['x'] }, message: 'request failed' }]);
  });

  it('otel without an active span (no SDK started): the log only', () => {
    const { log, lines } = fakeLogger();
    expect(() => otelErrorReporter(new Error('kaput'), contextOf(log))).not.toThrow();
    expect(lines).toHaveLength(1);
  });
});

describe('ERROR_REPORTER=otel in the app', () => {
  const manager = new TestContextManager();
  let base: string;
  let current: Span | undefined;
  const ctx = buildTestApp({
    env: { ERROR_REPORTER: 'otel' },
    register: (app) => {
      app.get('/test/boom', async () => {
        throw new Error('the kitchen is on fire');
      });
      app.get('/test/refused', async () => {
        throw new AppError('FORBIDDEN', 'Not yours');
      });
    },
  });
  beforeAll(async () => {
    context.setGlobalContextManager(manager);
    // What the SDK's HTTP instrumentation does: each request is handled inside the context of its span.
    const server = ctx.app.server;
    const emit = server.emit.bind(server);
    server.emit = ((event: string, ...args: unknown[]) =>
      event === 'request' && current
        ? context.with(trace.setSpan(ROOT_CONTEXT, current), () => emit(event, ...args))
        : emit(event, ...args)) as typeof server.emit;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => {
    context.disable();
  });

  it("records a 5xx on the request's span and marks it failed; the client still sees the generic message", async () => {
    const { span, recorded } = recordingSpan();
    current = span;
    const response = await fetch(`${base}/test/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
    expect(recorded.exceptions).toHaveLength(1);
    expect((recorded.exceptions[0] as Error).message).toBe('the kitchen is on fire');
    expect(recorded.status).toEqual({ code: SpanStatusCode.ERROR, message: 'request failed' });
    expect(recorded.attributes['http.response.status_code']).toBe(500);
  });

  it('leaves the span alone for an error the client is meant to see (4xx)', async () => {
    const { span, recorded } = recordingSpan();
    current = span;
    const response = await fetch(`${base}/test/refused`);
    expect(response.status).toBe(403);
    expect(recorded.exceptions).toEqual([]);
    expect(recorded.status).toBeUndefined();
  });
});
