/**
 * Sends the menu to the restaurant's Google Business Profile, the menu guests
 * see on Google Maps and in Search:
 *   npm run google-menu -- --dry-run   prints the body it would send, sends nothing
 *   npm run google-menu                sends it (accounts.locations.updateFoodMenus)
 * It reads the content files as the build does, and stops with one sentence
 * per problem, each naming its file, before any request when Google would
 * refuse the menu (a name over Google's length). Credentials come from the
 * environment (GOOGLE_MENU_CREDENTIALS); a missing or refused one, or a menu
 * Google refuses, is one sentence with Google's own words, never a trace.
 * GOOGLE_TOKEN_URL and GOOGLE_BUSINESS_API point it elsewhere (the tests'
 * stand-in). In the publishing workflow, the result goes in the run's summary.
 */
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { markdownText, quoted, safeForLog } from '../src/content/content-text.ts';
import { ContentError } from '../src/content/content-error.ts';
import { CONTENT_DIR, readMenuFiles } from '../src/content/menu-file.ts';
import { arrangeMenu } from '../src/content/menu-schema.ts';
import { loadRestaurant, RESTAURANT_FILE } from '../src/content/restaurant-schema.ts';
import { toMenu } from '../src/menu/model/menu-model.ts';
import { menuFeed } from '../src/feeds/menu-feed.ts';
import { foodMenus, foodMenusName, googleProblems, type FoodMenus, type GoogleProblem } from '../src/feeds/google-food-menus.ts';

/** The environment's credentials, by the names the README and the workflow give them. */
export const GOOGLE_MENU_CREDENTIALS = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_REFRESH_TOKEN',
  'GOOGLE_ACCOUNT_ID',
  'GOOGLE_LOCATION_ID',
] as const;

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const BUSINESS_API = 'https://mybusiness.googleapis.com/v4';

/** What the command said, a sentence a line, and how it ended. */
export interface GoogleMenuResult {
  code: 0 | 1;
  /** The body, for a dry run. */
  output?: string;
  sentences: string[];
}

type Environment = Readonly<Partial<Record<string, string>>>;

/** The menu, its body for Google, and the file each dish and category is written in. */
function readMenu(contentDir: string, name: string) {
  const { categories, dishes } = readMenuFiles(contentDir);
  const feed = menuFeed(toMenu(arrangeMenu(dishes, categories)), loadRestaurant(contentDir));
  const files = {
    dish: new Map(dishes.map((file) => [file.slug, file.file])),
    category: new Map(categories.map((file) => [file.category.slug, file.file])),
  };
  return { feed, body: foodMenus(feed, name), problems: googleProblems(feed), files };
}

/** A problem as a sentence naming its file and what it is about: content/dishes/egg-roll.yml: "Egg Roll": its name … */
function problemSentence(menu: ReturnType<typeof readMenu>, { subject, message }: GoogleProblem, contentDir: string): string {
  if (subject.kind === 'menu')
    return `${path.join(contentDir, RESTAURANT_FILE)}: the restaurant's name is the menu's on Google, and ${message}.`;
  const { kind, id } = subject;
  const { feed, files } = menu;
  const category = feed.categories.find((each) => (kind === 'category' ? each.id === id : each.dishes.some((dish) => dish.id === id)));
  const named = kind === 'category' ? category : category?.dishes.find((dish) => dish.id === id);
  return `${files[kind].get(id) ?? contentDir}: ${quoted(named?.name.en ?? id)}: ${message}.`;
}

/** Google's own words from an error answer, quoted: an OAuth error's description, or an API error's message. */
async function googleSays(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: string | { message?: string }; error_description?: string };
    const words = typeof body.error === 'object' ? body.error.message : [body.error, body.error_description].filter(Boolean).join(': ');
    if (words) return quoted(words);
  } catch {
    // Not JSON: Google's status line says it.
  }
  return quoted(`${response.status} ${response.statusText}`.trim());
}

/** A request that cannot reach Google says where it went, not how it failed inside. */
async function request(url: string, init: RequestInit): Promise<Response | string> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return `Google could not be reached at ${new URL(url).origin} (${cause}); nothing was sent.`;
  }
}

/** Sends the body; says why not in a sentence, or nothing once Google has it. */
async function send(body: FoodMenus, env: Environment): Promise<string | undefined> {
  const token = await request(env.GOOGLE_TOKEN_URL ?? TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: env.GOOGLE_CLIENT_ID ?? '',
      client_secret: env.GOOGLE_CLIENT_SECRET ?? '',
      refresh_token: env.GOOGLE_REFRESH_TOKEN ?? '',
      grant_type: 'refresh_token',
    }),
  });
  if (typeof token === 'string') return token;
  const { access_token: accessToken } = token.ok ? ((await token.json().catch(() => ({}))) as { access_token?: string }) : {};
  if (!accessToken) {
    return `Google refused the credentials: ${await googleSays(token)}; nothing was sent. Check GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REFRESH_TOKEN, or make a new refresh token (README: Your menu on Google).`;
  }
  const api = env.GOOGLE_BUSINESS_API ?? BUSINESS_API;
  const answer = await request(`${api}/${body.name}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (typeof answer === 'string') return answer;
  if (answer.status === 401 || answer.status === 403 || answer.status === 404) {
    return `Google refused access to ${body.name}: ${await googleSays(answer)}; nothing was changed. Check GOOGLE_ACCOUNT_ID and GOOGLE_LOCATION_ID, and that Google has approved the Business Profile API for your Cloud project.`;
  }
  if (!answer.ok) return `Google refused the menu: ${await googleSays(answer)}; the menu on Google is as it was.`;
  return undefined;
}

/** The whole command, its input given: what it prints and how it ends. */
export async function googleMenu(args: readonly string[], env: Environment, contentDir = CONTENT_DIR): Promise<GoogleMenuResult> {
  const dryRun = args.includes('--dry-run');
  const missing = GOOGLE_MENU_CREDENTIALS.filter((name) => !env[name]?.trim());
  const name = foodMenusName(env.GOOGLE_ACCOUNT_ID?.trim() || '{accountId}', env.GOOGLE_LOCATION_ID?.trim() || '{locationId}');
  let menu: ReturnType<typeof readMenu>;
  try {
    menu = readMenu(contentDir, name);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { code: 1, sentences: [`The menu was not sent: its files have problems, the same that stop the build.`, ...error.problems] };
  }
  const { body, problems } = menu;
  if (problems.length > 0) {
    return {
      code: 1,
      sentences: [
        `Google would refuse the menu, so nothing was sent: fix ${problems.length === 1 ? 'this' : `these ${problems.length} problems`} first.`,
        ...problems.map((problem) => problemSentence(menu, problem, contentDir)),
      ],
    };
  }
  if (dryRun) return { code: 0, output: JSON.stringify(body, null, 2), sentences: [] };
  if (missing.length > 0) {
    return {
      code: 1,
      sentences: [
        `The menu was not sent: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (README: Your menu on Google).`,
      ],
    };
  }
  const ids = (['GOOGLE_ACCOUNT_ID', 'GOOGLE_LOCATION_ID'] as const).filter((id) => !/^\d+$/.test(env[id]?.trim() ?? ''));
  if (ids.length > 0) {
    return {
      code: 1,
      sentences: [`The menu was not sent: ${ids.join(' and ')} must be digits alone, as in accounts/123 and locations/456.`],
    };
  }
  const refused = await send(body, env);
  if (refused) return { code: 1, sentences: [refused] };
  const dishes = body.menus.flatMap((each) => each.sections).flatMap((section) => section.items).length;
  const sections = body.menus[0]?.sections.length ?? 0;
  return {
    code: 0,
    sentences: [`The menu is on Google: ${dishes} dishes in ${sections} sections, from ${RESTAURANT_FILE} and the dish files.`],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await googleMenu(process.argv.slice(2), process.env);
  if (result.output) console.log(result.output);
  const text = result.sentences.map(safeForLog).join('\n');
  if (text) (result.code === 0 ? console.log : console.error)(text);
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (summary && text)
    appendFileSync(summary, `## Menu on Google\n\n${result.sentences.map((line) => `- ${markdownText(line)}`).join('\n')}\n`);
  process.exitCode = result.code;
}
