import { PAGE_BOOT_ELEMENT_ID } from '@maitre/shared/page-boot';
import type { FastifyRequest, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { postAuth } from '../../test/accounts.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createMember, createOwner } from '../../test/factories.ts';
import { BOOT_PROFILE_URL, BOOT_SESSION_URL, pageBootElement, readPageBoot } from './page-boot.ts';

describe("a signed-in visit's page carries its session and profile (decision 0047)", () => {
  const ctx = buildTestApp();
  /** The page's request as the not-found handler hands it over: its headers and the visitor's address. */
  const pageRequest = (headers: Record<string, string>, ip = '203.0.113.7') => ({ headers, ip, log: ctx.app.log }) as unknown as FastifyRequest;

  it('answers exactly what the browser would have read, and never the session token', async () => {
    const owner = await createOwner(ctx.app, { fullName: 'Marie-Antoine Carême' });
    const reading = await readPageBoot(ctx.app, pageRequest({ cookie: owner.cookie, 'accept-language': 'fr' }));
    const session = await ctx.app.inject({ method: 'GET', url: BOOT_SESSION_URL, headers: { cookie: owner.cookie } });
    const profile = await ctx.app.inject({ method: 'GET', url: BOOT_PROFILE_URL, headers: { cookie: owner.cookie } });
    expect(reading?.boot).toEqual({ session: { status: 200, body: session.json() }, profile: { status: 200, body: profile.json() } });
    expect(reading?.boot.profile?.body).toMatchObject({ profile: { full_name: 'Marie-Antoine Carême', role: 'owner' } });
    // The token is the cookie's value before its signature.
    const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(owner.cookie)?.[1] ?? '').split('.')[0] as string;
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(reading)).not.toContain(token);
  });

  it('leaves a visit without a session cookie alone, and says "signed out" with no profile for a session that ended', async () => {
    expect(await readPageBoot(ctx.app, pageRequest({}))).toBeNull();
    // Another cookie (a paired kitchen display's) is no reason to ask.
    expect(await readPageBoot(ctx.app, pageRequest({ cookie: 'maitre_device_session=abc.def' }))).toBeNull();

    const owner = await createOwner(ctx.app);
    const signOut = await postAuth(ctx.app, '/sign-out', {}, owner.headers);
    expect(signOut.statusCode).toBe(200);
    const reading = await readPageBoot(ctx.app, pageRequest({ cookie: owner.cookie }));
    expect(reading?.boot).toEqual({ session: { status: 200, body: null } });
  });

  it("carries the first screen's reads (decision 0048): the routes' own answers, only those that answered 200", async () => {
    const owner = await createOwner(ctx.app);
    const reads = ['/api/overview', '/api/subscription', '/api/no-such-read'];
    const reading = await readPageBoot(ctx.app, pageRequest({ cookie: owner.cookie }), reads);
    const asked = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).json();
    const carried = await reading?.reads();
    expect(carried).toEqual({
      '/api/overview': { status: 200, body: await asked('/api/overview') },
      '/api/subscription': { status: 200, body: await asked('/api/subscription') },
    });
    expect(carried?.['/api/overview']?.body).toMatchObject({ timezone: expect.any(String) });

    // A role that may not read the overview meets the 403 itself, as it always did: the page leaves that read out.
    const cook = await createMember(ctx.app, owner, 'kitchen');
    const cooks = await readPageBoot(ctx.app, pageRequest({ cookie: cook.cookie }), reads);
    expect(Object.keys((await cooks?.reads()) ?? {})).toEqual(['/api/subscription']);

    // A session that ended carries nothing but "signed out".
    await postAuth(ctx.app, '/sign-out', {}, owner.headers);
    const ended = await readPageBoot(ctx.app, pageRequest({ cookie: owner.cookie }), reads);
    expect(ended?.boot).toEqual({ session: { status: 200, body: null } });
    expect(await ended?.reads()).toBeUndefined();
  });

  it("reads the live stream's position before the other reads, so the stream sends whatever they missed (decision 0049)", async () => {
    const owner = await createOwner(ctx.app);
    const steps: string[] = [];
    // The real app, with each injected request's start and end written down.
    const watched = Object.create(ctx.app) as typeof ctx.app;
    const inject = async (options: InjectOptions) => {
      steps.push(`start ${options.url}`);
      const answer = await ctx.app.inject(options);
      steps.push(`end ${options.url}`);
      return answer;
    };
    watched.inject = inject as unknown as typeof ctx.app.inject;
    const reads = ['/api/overview', '/api/events/position', '/api/subscription'];
    const reading = await readPageBoot(watched, pageRequest({ cookie: owner.cookie }), reads);
    steps.length = 0;
    const carried = await reading?.reads();
    expect(carried?.['/api/events/position']).toEqual({ status: 200, body: { after: 0 } });
    expect(Object.keys(carried ?? {}).sort()).toEqual([...reads].sort());
    expect(steps.slice(0, 2)).toEqual(['start /api/events/position', 'end /api/events/position']);
  });

  it('writes a data block no name can break out of', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const element = pageBootElement({ session: { status: 200, body: { user: { name } } } });
    expect(element.startsWith(`<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">`)).toBe(true);
    // One element: the only "</script>" is its own end, and no "<" at all inside it.
    expect(element.match(/<\/script>/gi)).toHaveLength(1);
    const inner = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(inner)).toEqual({ session: { status: 200, body: { user: { name } } } });
  });
});
