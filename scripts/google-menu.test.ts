import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleMenu } from './google-menu.ts';

const FIXTURE = 'e2e/fixture';

/** A stand-in for Google's token endpoint and the Business Profile API, on 127.0.0.1: it records what it is sent. */
interface Received {
  method: string;
  url: string;
  authorization?: string;
  body: string;
}
let received: Received[] = [];
let refuseMenu = false;
let server: Server;
let base = '';

const bodyOf = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.url === '/token') {
        const form = new URLSearchParams(body);
        if (
          form.get('grant_type') === 'refresh_token' &&
          form.get('refresh_token') === 'good-refresh' &&
          form.get('client_secret') === 'secret'
        )
          return answer(200, { access_token: 'access-1', expires_in: 3599, token_type: 'Bearer' });
        return answer(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      }
      if (request.method === 'PATCH' && request.url === '/v4/accounts/111/locations/222/foodMenus') {
        if (request.headers.authorization !== 'Bearer access-1')
          return answer(401, {
            error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
          });
        if (refuseMenu)
          return answer(400, { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } });
        return answer(200, JSON.parse(body));
      }
      return answer(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  refuseMenu = false;
});

const credentials = () => ({
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
  GOOGLE_REFRESH_TOKEN: 'good-refresh',
  GOOGLE_ACCOUNT_ID: '111',
  GOOGLE_LOCATION_ID: '222',
  GOOGLE_TOKEN_URL: `${base}/token`,
  GOOGLE_BUSINESS_API: `${base}/v4`,
});

// Each reads and checks the fixture's files, as the build does: seconds on a busy machine.
describe('npm run google-menu', { timeout: 20_000 }, () => {
  it('prints the body with --dry-run and sends nothing, credentials or not', async () => {
    const result = await googleMenu(['--dry-run'], credentials(), FIXTURE);
    expect(result.code).toBe(0);
    const body = JSON.parse(result.output ?? '') as { name: string; menus: { sections: unknown[] }[] };
    expect(body.name).toBe('accounts/111/locations/222/foodMenus');
    expect(body.menus[0]?.sections.length).toBeGreaterThan(0);
    expect(received).toEqual([]);
  });

  it('trades the refresh token for an access token, then sends that body to updateFoodMenus', async () => {
    const dryRun = await googleMenu(['--dry-run'], credentials(), FIXTURE);
    const result = await googleMenu([], credentials(), FIXTURE);
    expect(result).toMatchObject({ code: 0, sentences: [expect.stringMatching(/^The menu is on Google: \d+ dishes in \d+ sections/)] });
    const [token, update] = received;
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      client_id: 'client.apps.googleusercontent.com',
      client_secret: 'secret',
      refresh_token: 'good-refresh',
      grant_type: 'refresh_token',
    });
    expect(update).toMatchObject({ method: 'PATCH', url: '/v4/accounts/111/locations/222/foodMenus', authorization: 'Bearer access-1' });
    expect(JSON.parse(update?.body ?? '')).toEqual(JSON.parse(dryRun.output ?? ''));
  });

  it('says which credential is missing, in one sentence, and asks nothing of Google', async () => {
    const result = await googleMenu([], { ...credentials(), GOOGLE_REFRESH_TOKEN: undefined, GOOGLE_LOCATION_ID: ' ' }, FIXTURE);
    expect(result).toEqual({
      code: 1,
      sentences: ['The menu was not sent: GOOGLE_REFRESH_TOKEN, GOOGLE_LOCATION_ID are not set (README: Your menu on Google).'],
    });
    expect(received).toEqual([]);
  });

  it('takes ids of digits alone, so that none can lead the request elsewhere', async () => {
    const result = await googleMenu([], { ...credentials(), GOOGLE_LOCATION_ID: '222/../../other' }, FIXTURE);
    expect(result).toEqual({
      code: 1,
      sentences: ['The menu was not sent: GOOGLE_LOCATION_ID must be digits alone, as in accounts/123 and locations/456.'],
    });
    expect(received).toEqual([]);
  });

  it('quotes Google when it refuses the credentials, and sends no menu', async () => {
    const result = await googleMenu([], { ...credentials(), GOOGLE_REFRESH_TOKEN: 'revoked' }, FIXTURE);
    expect(result.code).toBe(1);
    expect(result.sentences).toEqual([
      expect.stringContaining('Google refused the credentials: "invalid_grant: Token has been expired or revoked."'),
    ]);
    // Nothing secret is repeated: not the client secret, not the refresh token.
    expect(result.sentences.join('\n')).not.toMatch(/secret|revoked"?$/);
    expect(received.map((request) => request.url)).toEqual(['/token']);
  });

  it('quotes Google when it refuses the menu', async () => {
    refuseMenu = true;
    const result = await googleMenu([], credentials(), FIXTURE);
    expect(result).toEqual({
      code: 1,
      sentences: ['Google refused the menu: "Request contains an invalid argument."; the menu on Google is as it was.'],
    });
  });

  it('quotes Google when the location is not one the credentials may change', async () => {
    const result = await googleMenu([], { ...credentials(), GOOGLE_LOCATION_ID: '999' }, FIXTURE);
    expect(result.code).toBe(1);
    expect(result.sentences[0]).toMatch(
      /^Google refused access to accounts\/111\/locations\/999\/foodMenus: "Requested entity was not found."/,
    );
  });

  it('says once, without a trace, that Google cannot be reached', async () => {
    const result = await googleMenu([], { ...credentials(), GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' }, FIXTURE);
    expect(result.code).toBe(1);
    expect(result.sentences).toEqual([
      expect.stringMatching(/^Google could not be reached at http:\/\/127\.0\.0\.1:9 \(.+\); nothing was sent\.$/),
    ]);
  });

  describe('with what Google would refuse', () => {
    let content = '';
    beforeAll(() => {
      content = mkdtempSync(path.join(os.tmpdir(), 'google-menu-'));
      cpSync(FIXTURE, content, { recursive: true });
      const file = path.join(content, 'dishes', 'edamame.yml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('name: Edamame', `name: Edamame ${'with salt '.repeat(14)}`));
    });
    afterAll(() => rmSync(content, { recursive: true, force: true }));

    it('lists each problem as a sentence naming its file, before any request, dry run or not', async () => {
      for (const args of [['--dry-run'], []]) {
        const result = await googleMenu(args, credentials(), content);
        expect(result.code).toBe(1);
        expect(result.output).toBeUndefined();
        expect(result.sentences).toEqual([
          'Google would refuse the menu, so nothing was sent: fix this first.',
          `${path.join(content, 'dishes', 'edamame.yml')}: "Edamame ${'with salt '.repeat(14).trim()}": its name (en) is 147 characters long; Google takes at most 140.`,
        ]);
      }
      expect(received).toEqual([]);
    });
  });
});
