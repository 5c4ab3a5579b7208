import { describe, expect, it } from 'vitest';
import { loadRestaurant, parseRestaurant, restaurantFileSchema, validateRestaurantFile } from './restaurant-schema.ts';
import { INTERVAL_MESSAGE } from '../restaurant/day-hours.ts';
import { FIXTURE_DIR } from '../../e2e/fixture-restaurant.ts';
import { ContentError } from './content-error.ts';

const FILE = 'content/restaurant.yml';

/** The shipped file as the editor writes it; line numbers below refer to it. */
const SOURCE = `name: Golden Lantern
chineseName: 金灯笼
tagline: Dumplings, noodles and wok classics.
chineseTagline: 饺子、面条与经典小炒。
description: "The menu of Golden Lantern, a Chinese restaurant."
address:
  street: 88 Mott Street
  locality: New York
  region: NY
  postalCode: '10013'
  country: US
phone: +1 212-555-0188
timeZone: America/New_York
hours:
  monday:
    - 11:00-22:00
  tuesday:
    - 11:00-22:00
  wednesday:
    - 11:00-22:00
  thursday:
    - 11:00-22:00
  friday:
    - 11:00-23:00
  saturday:
    - 11:00-23:00
  sunday:
    - 11:00-22:00
closedDates: []
website: https://golden-lantern.example
`;

/** Replaces exactly one occurrence, so a test cannot silently edit nothing. */
function edit(source: string, from: string, to: string): string {
  if (source.split(from).length !== 2) throw new Error(`"${from}" is not in the source exactly once`);
  return source.replace(from, to);
}

function problemsOf(source: string): readonly string[] {
  try {
    parseRestaurant(source, FILE);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the restaurant file passed');
}

const DAYS = 'monday, tuesday, wednesday, thursday, friday, saturday, sunday';

describe('parseRestaurant', () => {
  it("reads a content folder's restaurant.yml", () => {
    const restaurant = loadRestaurant(FIXTURE_DIR);
    expect(Object.keys(restaurant.hours)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(restaurant.website).not.toMatch(/\/$/);
  });

  it('reads the file into the restaurant the site shows', () => {
    expect(parseRestaurant(SOURCE, FILE)).toEqual({
      name: 'Golden Lantern',
      chineseName: '金灯笼',
      tagline: 'Dumplings, noodles and wok classics.',
      chineseTagline: '饺子、面条与经典小炒。',
      description: 'The menu of Golden Lantern, a Chinese restaurant.',
      address: { street: '88 Mott Street', locality: 'New York', region: 'NY', postalCode: '10013', country: 'US' },
      phone: '+1 212-555-0188',
      timeZone: 'America/New_York',
      hours: {
        monday: ['11:00-22:00'],
        tuesday: ['11:00-22:00'],
        wednesday: ['11:00-22:00'],
        thursday: ['11:00-22:00'],
        friday: ['11:00-23:00'],
        saturday: ['11:00-23:00'],
        sunday: ['11:00-22:00'],
      },
      closedDates: [],
      website: 'https://golden-lantern.example',
    });
  });

  it('reads an empty list, an empty line, an empty value or an absent day as closed, and absent lists as none', () => {
    let source = edit(SOURCE, '  monday:\n    - 11:00-22:00\n', '  monday: []\n');
    source = edit(source, '  thursday:\n    - 11:00-22:00\n', "  thursday: ''\n");
    source = edit(source, '  tuesday:\n    - 11:00-22:00\n', '  tuesday:\n');
    source = edit(source, '  wednesday:\n    - 11:00-22:00\n', '');
    source = edit(source, source.slice(source.indexOf('closedDates:'), source.indexOf('website:')), '');
    const restaurant = parseRestaurant(source, FILE);
    expect([
      restaurant.hours.monday,
      restaurant.hours.tuesday,
      restaurant.hours.wednesday,
      restaurant.hours.thursday,
      restaurant.hours.friday,
    ]).toEqual([[], [], [], [], ['11:00-23:00']]);
    expect(restaurant.closedDates).toEqual([]);
  });

  it('reads overnight and split hours, and closed dates', () => {
    let source = edit(SOURCE, '    - 11:00-23:00\n  saturday', '    - 11:00-14:30\n    - 17:00-02:00\n  saturday');
    source = edit(
      source,
      'closedDates: []',
      "closedDates:\n  - 2026-11-26\n  - date: 2026-12-24\n    reason: Christmas Eve\n    chineseReason: 平安夜\n  - date: 2026-12-31\n    reason: ''",
    );
    source = edit(source, '  sunday:\n    - 11:00-22:00', "  sunday: '11:00-14:30, 17:00-22:00'");
    const restaurant = parseRestaurant(source, FILE);
    expect(restaurant.hours.friday).toEqual(['11:00-14:30', '17:00-02:00']);
    // One line, as the editor writes a day.
    expect(restaurant.hours.sunday).toEqual(['11:00-14:30', '17:00-22:00']);
    expect(restaurant.closedDates).toEqual([
      { date: '2026-11-26' },
      { date: '2026-12-24', reason: 'Christmas Eve', chineseReason: '平安夜' },
      { date: '2026-12-31' },
    ]);
  });

  it.each([
    [
      'a date twice, once with a reason',
      '  - 2026-12-24\n  - date: 2026-12-24\n    reason: Christmas Eve',
      'Dates closed › 2 › Date: "2026-12-24" appears twice in Dates closed; delete one (content/restaurant.yml line 31)',
    ],
    ['a reason without its date', '  - reason: Christmas Eve', 'Dates closed › 1 › Date: is missing (content/restaurant.yml line 30)'],
    [
      'a date not in the calendar',
      '  - date: 2026-02-30',
      'Dates closed › 1 › Date: "2026-02-30" is not a day of the calendar (content/restaurant.yml line 30)',
    ],
  ])('names %s in the dates closed', (_case, dates, message) => {
    expect(() => parseRestaurant(edit(SOURCE, 'closedDates: []', `closedDates:\n${dates}`), FILE)).toThrow(message);
  });

  it('reads the accent colour in lower case, and the logo', () => {
    const restaurant = parseRestaurant(
      edit(SOURCE, 'chineseName: 金灯笼', "chineseName: 金灯笼\naccentColor: '#1F4F8F'\nlogo: photos/logo.svg"),
      FILE,
    );
    expect([restaurant.accentColor, restaurant.logo]).toEqual(['#1f4f8f', 'photos/logo.svg']);
  });

  it('names a logo that is not in the content folder, with its line', () => {
    const source = edit(SOURCE, 'chineseName: 金灯笼', 'chineseName: 金灯笼\nlogo: photos/logo.svg');
    expect(() => parseRestaurant(source, FILE, (name) => name !== 'photos/logo.svg')).toThrow(
      `Logo: photos/logo.svg is not in the content folder; upload it again or correct its name (${FILE} line 3)`,
    );
  });

  it('names the text an accent is too light for, with the ratio, and what to do', () => {
    expect(problemsOf(edit(SOURCE, 'chineseName: 金灯笼', "chineseName: 金灯笼\naccentColor: '#e05a5a'"))).toEqual([
      `Colour: #e05a5a is too light: choose a darker colour (the gold name on it: contrast 2.62:1, 4.5:1 needed) (${FILE} line 3)`,
    ]);
  });

  it.each([null, '""'])('treats %s in chineseName and chineseTagline as absent', (empty) => {
    const source = edit(
      edit(SOURCE, 'chineseName: 金灯笼', `chineseName: ${empty}`),
      'chineseTagline: 饺子、面条与经典小炒。',
      `chineseTagline: ${empty}`,
    );
    const restaurant = parseRestaurant(source, FILE);
    expect('chineseName' in restaurant || 'chineseTagline' in restaurant).toBe(false);
  });

  it.each([
    {
      case: 'an hour past 24',
      from: '    - 11:00-23:00\n  saturday',
      to: '    - 25:00-23:00\n  saturday',
      problem: `Opening hours › Friday › 1: "25:00-23:00" ${INTERVAL_MESSAGE} (${FILE} line 24)`,
    },
    {
      case: 'an hour of one digit',
      from: '  monday:\n    - 11:00-22:00',
      to: '  monday:\n    - 9:00-22:00',
      problem: `Opening hours › Monday › 1: "9:00-22:00" must be two times HH:MM-HH:MM between 00:00 and 24:00 (${FILE} line 16)`,
    },
    {
      case: 'an en dash between the times',
      from: '  tuesday:\n    - 11:00-22:00',
      to: '  tuesday:\n    - 11:00–22:00',
      problem: `Opening hours › Tuesday › 1: "11:00–22:00" ${INTERVAL_MESSAGE} (${FILE} line 18)`,
    },
    {
      case: 'an interval that opens and closes at once',
      from: '  monday:\n    - 11:00-22:00',
      to: '  monday:\n    - 11:00-11:00',
      problem: `Opening hours › Monday › 1: "11:00-11:00" opens and closes at the same time; for a whole day write 00:00-24:00 (${FILE} line 16)`,
    },
    {
      case: 'an interval opening at 24:00',
      from: '  monday:\n    - 11:00-22:00',
      to: '  monday:\n    - 24:00-02:00',
      problem: `Opening hours › Monday › 1: "24:00-02:00" cannot open at 24:00; write 00:00 on the next day (${FILE} line 16)`,
    },
    {
      case: 'overlapping intervals',
      from: '  monday:\n    - 11:00-22:00',
      to: '  monday:\n    - 11:00-15:00\n    - 14:00-22:00',
      problem: `Opening hours › Monday › 2: "14:00-22:00" overlaps "11:00-15:00" (${FILE} line 17)`,
    },
    {
      case: 'an overnight interval running into the next day’s',
      from: '  sunday:\n    - 11:00-22:00',
      to: '  sunday:\n    - 17:00-12:00',
      problem: `Opening hours › Sunday › 1: "17:00-12:00" runs into monday's "11:00-22:00" (${FILE} line 28)`,
    },
    {
      case: 'a misspelt weekday',
      from: '  sunday:',
      to: '  sundy:',
      problem: `Opening hours › sundy: is not a weekday; the days are ${DAYS} (${FILE} line 27)`,
    },
    {
      case: 'a day that is neither a line nor a list',
      from: '  monday:\n    - 11:00-22:00',
      to: '  monday: 11',
      problem: `Opening hours › Monday: must be openings such as 11:00-22:00 or 11:00-14:30, 17:00-22:00 (${FILE} line 15)`,
    },
    {
      case: 'a day on one line, as the editor writes it, with an hour past 24:00',
      from: '  monday:\n    - 11:00-22:00',
      to: '  monday: 11:00-14:30, 17:00-25:00',
      problem: `Opening hours › Monday › 2: "17:00-25:00" ${INTERVAL_MESSAGE} (${FILE} line 15)`,
    },
    {
      case: 'a date that is not in the calendar',
      from: 'closedDates: []',
      to: 'closedDates:\n  - 2026-02-30',
      problem: `Dates closed › 1 › Date: "2026-02-30" is not a day of the calendar (${FILE} line 30)`,
    },
    {
      case: 'a date written the American way',
      from: 'closedDates: []',
      to: 'closedDates:\n  - 11/26/2026',
      problem: `Dates closed › 1 › Date: "11/26/2026" must be a date written YYYY-MM-DD, such as 2026-11-26 (${FILE} line 30)`,
    },
    {
      case: 'a date listed twice',
      from: 'closedDates: []',
      to: 'closedDates:\n  - 2026-11-26\n  - 2026-11-26',
      problem: `Dates closed › 2 › Date: "2026-11-26" appears twice in Dates closed; delete one (${FILE} line 31)`,
    },
    {
      case: 'an unknown time zone',
      from: 'timeZone: America/New_York',
      to: 'timeZone: America/NewYork',
      problem: `Time zone: "America/NewYork" is not an IANA time zone; write one such as America/New_York (${FILE} line 13)`,
    },
    {
      case: 'a UTC offset for a time zone',
      from: 'timeZone: America/New_York',
      to: 'timeZone: "-05:00"',
      problem: `Time zone: "-05:00" is not an IANA time zone; write one such as America/New_York (${FILE} line 13)`,
    },
    { case: 'an empty name', from: 'name: Golden Lantern', to: 'name: ""', problem: `Name: must not be empty (${FILE} line 1)` },
    {
      case: 'a blank street',
      from: 'street: 88 Mott Street',
      to: 'street: "  "',
      problem: `Address › Street: must not be empty (${FILE} line 7)`,
    },
    {
      case: 'an empty time zone',
      from: 'timeZone: America/New_York',
      to: 'timeZone:',
      problem: `Time zone: must be text (${FILE} line 13)`,
    },
    { case: 'a missing phone', from: 'phone: +1 212-555-0188\n', to: '', problem: `Phone: is missing (${FILE} line 1)` },
    {
      case: 'a phone that is not a number',
      from: 'phone: +1 212-555-0188',
      to: 'phone: call us',
      problem: `Phone: must be a phone number such as +1 212-555-0188 (7 to 15 digits, with spaces, dashes, dots or brackets) (${FILE} line 12)`,
    },
    {
      case: 'a postal code written as a number',
      from: "postalCode: '10013'",
      to: 'postalCode: 10013',
      problem: `Address › ZIP code: must be text in quotes, such as "10013" (${FILE} line 10)`,
    },
    {
      case: 'a country that is not a two-letter code',
      from: 'country: US',
      to: 'country: USA',
      problem: `Address › Country code: must be a two-letter country code in capitals, such as US (${FILE} line 11)`,
    },
    {
      case: 'an unknown field in the address',
      from: '  country: US\n',
      to: "  country: US\n  zip: '10013'\n",
      problem: `Address › zip: is not a field here; the fields are street, locality, region, postalCode, country (${FILE} line 12)`,
    },
    {
      case: 'an unknown field at the top',
      from: 'closedDates: []',
      to: 'closedDates: []\nemail: hello@golden-lantern.example',
      problem: `email: is not a field here; the fields are ${Object.keys(restaurantFileSchema.shape).join(', ')} (${FILE} line 30)`,
    },
    {
      case: 'a website with a path',
      from: 'website: https://golden-lantern.example',
      to: 'website: https://golden-lantern.example/menu',
      problem: `Website: must be the address of the site, such as https://golden-lantern.example (${FILE} line 30)`,
    },
    {
      case: 'an accent that is not a colour #rrggbb',
      from: 'chineseName: 金灯笼',
      to: "chineseName: 金灯笼\naccentColor: 'red'",
      problem: `Colour: must be a colour written #rrggbb, such as #9e1b1b (${FILE} line 3)`,
    },
    {
      case: 'an accent too light for the gold name in the header',
      from: 'chineseName: 金灯笼',
      to: "chineseName: 金灯笼\naccentColor: '#C0392B'",
      problem: `Colour: #c0392b is too light: choose a darker colour (the gold name on it: contrast 3.92:1, 4.5:1 needed) (${FILE} line 3)`,
    },
    {
      case: 'a logo outside photos/',
      from: 'chineseName: 金灯笼',
      to: 'chineseName: 金灯笼\nlogo: /images/logo.gif',
      problem: `Logo: must be a picture under photos/, such as photos/logo.svg (a .svg, .png, .jpg or .webp file) (${FILE} line 3)`,
    },
  ])('names the field and the line of $case', ({ from, to, problem }) => {
    expect(problemsOf(edit(SOURCE, from, to))).toEqual([problem]);
  });

  it('lists every problem, each with its line', () => {
    let source = edit(SOURCE, '    - 11:00-23:00\n  saturday', '    - 25:00-23:00\n  saturday');
    source = edit(source, 'timeZone: America/New_York', 'timeZone: Mars/Olympus_Mons');
    source = edit(source, '  monday:\n    - 11:00-22:00', '  monday:\n    - 11:00-15:00\n    - 14:00-22:00');
    const problems = problemsOf(source);
    expect(problems).toHaveLength(3);
    expect(problems.map((problem) => /line (\d+)\)$/.exec(problem)?.[1])).toEqual(['13', '17', '25']);
  });

  it('reports YAML that does not parse, with its line', () => {
    expect(problemsOf(edit(SOURCE, 'name: Golden Lantern', 'name: Golden Lantern\nname: Golden Lantern'))[0]).toMatch(
      /^content\/restaurant\.yml is not valid YAML: .*\(content\/restaurant\.yml line 2\)$/,
    );
  });

  it('reports a file that is not a mapping', () => {
    expect(problemsOf('')).toEqual([`restaurant: must be a mapping of the restaurant’s fields (${FILE})`]);
  });
});

describe('validateRestaurantFile', () => {
  it('names the place without a line when it is given no source', () => {
    expect(() => validateRestaurantFile({ name: 'Golden Lantern' })).toThrow(
      /^The restaurant file has \d+ problem\(s\):\n {2}- Tagline: is missing\n/,
    );
  });
});
