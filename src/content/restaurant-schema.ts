import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Translated } from '../i18n/languages.ts';
import { ACCENT_WRITTEN, accentProblem, HEX_PATTERN } from '../restaurant/accent.ts';
import { locateIn, readYamlSource, type LocateProblem } from './yaml-source.ts';
import { DAY_HOURS_PROBLEMS, intervalProblem, overlaps, parseDayHours, shown } from '../restaurant/day-hours.ts';
import { parseDate, parseInterval, WEEKDAY_NAMES, WEEKDAYS, type ServingHours, type Weekday } from '../restaurant/opening-hours.ts';
import { isPhoneNumber, PHONE_PROBLEM } from '../restaurant/phone-number.ts';
import { ContentError } from './content-error.ts';
import { problem, type Problem } from './problem.ts';
import { missingOr, SHARED_PROBLEMS } from './shared-fields.ts';
import {
  ACCENT_COLOUR_WIDGET,
  DAY_HOURS_WIDGET,
  defineCollection,
  fieldLabel,
  labelledPath,
  shapeOf,
  type Fields,
  type Words,
  type Present,
} from './fields.ts';
import { readContentText } from './read-folder.ts';

/**
 * The restaurant's own details (content/restaurant.yml), and the checks that
 * keep the owner's edits honest.
 *
 * The interfaces are plain so that the browser, which imports only types from
 * here, never pulls in zod or yaml. The checks run at build time, where a bad
 * entry stops the build with a message naming the field and its line.
 */

/** The file, in the content folder. */
export const RESTAURANT_FILE = 'restaurant.yml';

/** A day the restaurant is closed, and why in each language (optional). */
export interface ClosedDate extends Translated<'reason'> {
  /** "YYYY-MM-DD". */
  date: string;
  reason?: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** ISO 3166-1 two-letter country codes are capitals. */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;

/** Each weekday as the editor names it. */
export const WEEKDAY_LABELS: Readonly<Record<Weekday, Words>> = {
  monday: { en: WEEKDAY_NAMES.monday, zh: '星期一' },
  tuesday: { en: WEEKDAY_NAMES.tuesday, zh: '星期二' },
  wednesday: { en: WEEKDAY_NAMES.wednesday, zh: '星期三' },
  thursday: { en: WEEKDAY_NAMES.thursday, zh: '星期四' },
  friday: { en: WEEKDAY_NAMES.friday, zh: '星期五' },
  saturday: { en: WEEKDAY_NAMES.saturday, zh: '星期六' },
  sunday: { en: WEEKDAY_NAMES.sunday, zh: '星期日' },
};

/** The restaurant's days closed, as the editor and the build's messages name them. */
const CLOSED_DATES_LABEL = { en: 'Dates closed', zh: '休息日' } as const;

/** A date as the files write it, in each language. */
const DATE_WORDS = { en: 'must be a date written YYYY-MM-DD, such as 2026-11-26', zh: '须为 YYYY-MM-DD 格式的日期，例如 2026-11-26' };

/** A value that is not `what`, as the restaurant's checks say it. */
const mustBe = (what: Words) => problem({ en: `must be ${what.en}`, zh: `须为${what.zh}` });

/** What the restaurant's checks say: the build in English, the editor in the owner's language. */
export const RESTAURANT_PROBLEMS = {
  date: problem<'value'>({ en: `{value} ${DATE_WORDS.en}`, zh: `{value} ${DATE_WORDS.zh}` }),
  notADay: problem<'value'>({ en: `{value} ${SHARED_PROBLEMS.notADay.words.en}`, zh: `{value} ${SHARED_PROBLEMS.notADay.words.zh}` }),
  timeZone: problem<'value'>({
    en: '{value} is not an IANA time zone; write one such as America/New_York',
    zh: '{value} 不是 IANA 时区；请写成 America/New_York 这样',
  }),
  logo: problem({
    en: 'must be a picture under photos/, such as photos/logo.svg (a .svg, .png, .jpg or .webp file)',
    zh: '须为 photos/ 下的图片，例如 photos/logo.svg（.svg、.png、.jpg 或 .webp 文件）',
  }),
  logoMissing: problem<'logo'>({
    en: '{logo} is not in the content folder; upload it again or correct its name',
    zh: '{logo} 不在内容文件夹里；请重新上传，或改正它的名称',
  }),
  website: problem({
    en: 'must be the address of the site, such as https://golden-lantern.example',
    zh: '须为网站的网址，例如 https://golden-lantern.example',
  }),
  openings: problem({
    en: 'must be openings such as 11:00-22:00 or 11:00-14:30, 17:00-22:00',
    zh: '须写成营业时段，例如 11:00-22:00 或 11:00-14:30, 17:00-22:00',
  }),
  weekday: problem<'value'>({
    en: `{value} is not a weekday; the days are ${WEEKDAYS.join(', ')}`,
    zh: `{value} 不是星期几；只能写 ${WEEKDAYS.join(', ')}`,
  }),
  /** A key of the hours that is no weekday: the key is named before the colon. */
  notAWeekday: problem({ en: `is not a weekday; the days are ${WEEKDAYS.join(', ')}`, zh: `不是星期几；只能写 ${WEEKDAYS.join(', ')}` }),
  /** An overnight opening that runs into the next day's first, by that day. */
  runsInto: Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      problem<'value' | 'other'>({
        en: `{value} runs into ${day}'s {other}`,
        zh: `{value} 过了午夜，与${WEEKDAY_LABELS[day].zh}的 {other} 重叠`,
      }),
    ]),
  ) as Record<Weekday, Problem<'value' | 'other'>>,
  hours: mustBe({ en: 'the weekdays, each with its openings such as 11:00-22:00', zh: '每周各天及其营业时段，例如 11:00-22:00' }),
  closedDate: mustBe({ en: 'a date YYYY-MM-DD, or a date with a reason', zh: 'YYYY-MM-DD 格式的日期，或带原因的日期' }),
  closedDates: mustBe({ en: 'a list of dates YYYY-MM-DD', zh: 'YYYY-MM-DD 格式的日期列表' }),
  days: mustBe({ en: 'a list of weekdays', zh: '星期几的列表' }),
  servingHours: mustBe({ en: 'the days and hours the category is served', zh: '分类供应的日子和时段' }),
  address: mustBe({
    en: 'a mapping of street, locality, region, postalCode and country',
    zh: '包含 street、locality、region、postalCode 和 country 的地址',
  }),
  file: mustBe({ en: 'a mapping of the restaurant’s fields', zh: '餐厅各项信息的列表' }),
  dayTwice: problem<'value'>({ en: '{value} appears twice in days', zh: '{value} 在星期中出现了两次' }),
  dateTwice: problem<'value'>({
    en: `{value} appears twice in ${CLOSED_DATES_LABEL.en}; delete one`,
    zh: `{value} 在${CLOSED_DATES_LABEL.zh}中出现了两次；请删除一个`,
  }),
  noDay: problem({ en: 'must list at least one day', zh: '至少要选一天' }),
  noOpening: problem({ en: 'must hold at least one opening, such as 11:00-15:00', zh: '至少要有一个时段，例如 11:00-15:00' }),
  postalCode: problem({ en: 'must be text in quotes, such as "10013"', zh: '须为加引号的文字，例如 "10013"' }),
  country: problem({ en: 'must be a two-letter country code in capitals, such as US', zh: '须为两个大写字母的国家代码，例如 US' }),
} as const;

const ACCENT_MESSAGE = ACCENT_WRITTEN.say();
const LOGO_MESSAGE = RESTAURANT_PROBLEMS.logo.say();
/** The logo, as the editor's image widget stores it under content/photos/. */
export const LOGO_PATTERN = /^photos\/(?:[\w-]+\/)*[\w-][\w.-]*\.(?:svg|png|jpe?g|webp)$/i;
/** The logo's file types, for the editor's file picker. */
export const LOGO_ACCEPT = '.svg,.png,.jpg,.jpeg,.webp';
/** An SVG logo is written into every page: the build and the editor take one of at most this size. */
export const LOGO_MAX_BYTES = 200 * 1024;
const WEBSITE_MESSAGE = RESTAURANT_PROBLEMS.website.say();

/** An https (or http) address of a whole site: no path, query or fragment. */
function isWebsite(url: string): boolean {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username;
  } catch {
    return false;
  }
}

const text = z
  .string({ error: missingOr(SHARED_PROBLEMS.text) })
  .trim()
  .min(1, SHARED_PROBLEMS.empty.say());

/** An optional field: YAML `null` or `""` (how the editor leaves it empty) count as absent. */
const optionalText = z.union([text, z.null(), z.literal('')], { error: SHARED_PROBLEMS.text.say() }).optional();

/** A UTC offset ("+08:00") has no daylight saving rules, and older engines refuse it: only zone names. */
const UTC_OFFSET_PATTERN = /^(?:[+-]|UTC[+-]|GMT[+-])\d/;

/** Whether the engine knows `name` as a time zone: the guest's browser builds the same formatter to read the hours. */
export function isTimeZone(name: string): boolean {
  if (UTC_OFFSET_PATTERN.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

const intervalSchema = z
  .string({ error: (issue) => DAY_HOURS_PROBLEMS.interval.say({ value: shown(issue.input) }) })
  .superRefine((value, context) => {
    const problem = intervalProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem.say({ value: shown(value) }) });
  });

/**
 * Checks across entries run even when some entry has problems of its own, so
 * that one build lists every problem; they skip the entries they cannot read.
 */
const EVEN_WITH_OTHER_PROBLEMS = { when: () => true };

function listAt(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A day's intervals may touch (11:00-14:30, 14:30-22:00) but not overlap, which is always a typing mistake. */
function refuseOverlaps(intervals: unknown, context: z.RefinementCtx) {
  for (const { index, message } of overlaps(listAt(intervals))) context.addIssue({ code: 'custom', path: [index], message });
}

/**
 * A day's openings: one line as the editor writes it ("11:00-14:30,
 * 17:00-22:00"), or a list of intervals as a file written by hand may hold.
 */
const openingsSchema = z
  .union([z.string().transform(parseDayHours), z.array(z.unknown())], {
    error: missingOr(RESTAURANT_PROBLEMS.openings),
  })
  .pipe(z.array(intervalSchema).superRefine(refuseOverlaps, EVEN_WITH_OTHER_PROBLEMS));

/** A weekday's hours; an empty line or list, or none at all, is a day closed. */
const dayHoursSchema = openingsSchema.nullish().transform((intervals) => intervals ?? []);

const weekdaySchema = z.enum(WEEKDAYS, { error: (issue) => RESTAURANT_PROBLEMS.weekday.say({ value: shown(issue.input) }) });

/** A day's openings on one line, in the editor's own field (day-hours-field.ts). */
const DAY_HOURS_EDITOR = { widget: DAY_HOURS_WIDGET, required: false } as const;

/** Every weekday; the format under the first day, where the owner starts (Sveltia shows a group's hint below its last field). */
const HOURS_FIELDS = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    {
      schema: dayHoursSchema,
      label: WEEKDAY_LABELS[day],
      editor: DAY_HOURS_EDITOR,
      ...(day === 'monday' && {
        hint: {
          en: 'One line a day: 11:00-22:00, or 11:00-14:30, 17:00-22:00 with a break; 17:00-02:00 runs past midnight. Empty: closed.',
          zh: '每天一行：11:00-22:00；中间休息写 11:00-14:30, 17:00-22:00；17:00-02:00 表示营业到午夜以后。留空：休息。',
        },
      }),
    },
  ]),
) as Record<Weekday, { schema: typeof dayHoursSchema; label: Words; editor: typeof DAY_HOURS_EDITOR }>;

const hoursSchema = z.strictObject(shapeOf(HOURS_FIELDS), { error: missingOr(RESTAURANT_PROBLEMS.hours) }).superRefine((hours, context) => {
  // An overnight interval must end before the next day opens: Friday 17:00-12:00 and Saturday 11:00 overlap.
  const startsOf = (day: Weekday) => listAt(pick(hours, day)).map((value) => (typeof value === 'string' ? parseInterval(value) : null));
  WEEKDAYS.forEach((day, dayIndex) => {
    const nextDay = WEEKDAYS[(dayIndex + 1) % WEEKDAYS.length] ?? day;
    listAt(pick(hours, day)).forEach((value, index) => {
      const interval = typeof value === 'string' ? parseInterval(value) : null;
      if (interval === null || interval.end <= MINUTES_PER_DAY) return;
      const spill = interval.end - MINUTES_PER_DAY;
      const clash = startsOf(nextDay).find((other) => other !== null && other.start < spill);
      if (clash) {
        const clashText = `${clash.startText}-${clash.endText}`;
        const message = RESTAURANT_PROBLEMS.runsInto[nextDay].say({ value: shown(value), other: shown(clashText) });
        context.addIssue({ code: 'custom', path: [day, index], message });
      }
    });
  });
}, EVEN_WITH_OTHER_PROBLEMS);

const dateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? SHARED_PROBLEMS.missing.say() : RESTAURANT_PROBLEMS.date.say({ value: shown(issue.input) }),
  })
  .superRefine((value, context) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
      context.addIssue({ code: 'custom', message: RESTAURANT_PROBLEMS.date.say({ value: shown(value) }) });
    else if (parseDate(value) === null)
      context.addIssue({ code: 'custom', message: RESTAURANT_PROBLEMS.notADay.say({ value: shown(value) }) });
  });

/** A value that may appear once in a list; later copies are named. */
function refuseRepeats(twice: Problem<'value'>) {
  return (list: unknown, context: z.RefinementCtx) => {
    const values = listAt(list);
    values.forEach((value, index) => {
      if (typeof value === 'string' && values.indexOf(value) < index)
        context.addIssue({ code: 'custom', path: [index], message: twice.say({ value: shown(value) }) });
    });
  };
}

const CLOSED_DATE_FIELDS = {
  date: {
    schema: dateSchema,
    label: { en: 'Date', zh: '日期' },
    editor: { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' },
  },
  reason: {
    schema: optionalText,
    label: { en: 'Reason', zh: '原因' },
    hint: { en: 'Optional, such as Christmas Eve.', zh: '可不填，例如：平安夜。' },
    editor: { widget: 'string', required: false },
    translation: { schema: optionalText },
  },
} satisfies Fields;

/** A day closed: a date alone (`- 2026-12-25`), or with why in each language, as the editor writes it. */
const closedDateSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { date: value } : value),
  z
    .strictObject(shapeOf(CLOSED_DATE_FIELDS), { error: missingOr(RESTAURANT_PROBLEMS.closedDate) })
    // An editor's empty reason is no reason.
    .transform((day): ClosedDate => Object.fromEntries(Object.entries(day).filter(([, value]) => value)) as unknown as ClosedDate),
);

const closedDatesSchema = z
  .array(closedDateSchema, { error: RESTAURANT_PROBLEMS.closedDates.say() })
  .superRefine((days, context) => {
    days.forEach(({ date }, index) => {
      if (days.findIndex((day) => day.date === date) < index)
        context.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: RESTAURANT_PROBLEMS.dateTwice.say({ value: shown(date) }),
        });
    });
  })
  .nullish()
  .transform((dates) => dates ?? []);

/** When a category is served, if only at some hours: a category file's servingHours (category-schema.ts). */
export const SERVING_HOURS_FIELDS = {
  days: {
    schema: z
      .array(weekdaySchema, { error: missingOr(RESTAURANT_PROBLEMS.days) })
      .min(1, RESTAURANT_PROBLEMS.noDay.say())
      .superRefine(refuseRepeats(RESTAURANT_PROBLEMS.dayTwice), EVEN_WITH_OTHER_PROBLEMS),
    label: { en: 'Days', zh: '星期' },
    editor: { widget: 'select', multiple: true, options: WEEKDAYS.map((day) => ({ label: WEEKDAY_LABELS[day], value: day })) },
  },
  hours: {
    schema: openingsSchema.refine((intervals) => intervals.length > 0, RESTAURANT_PROBLEMS.noOpening.say()),
    label: { en: 'Hours', zh: '时段' },
    editor: DAY_HOURS_EDITOR,
  },
} satisfies Fields;

export const servingHoursSchema = z.strictObject(shapeOf(SERVING_HOURS_FIELDS), {
  error: missingOr(RESTAURANT_PROBLEMS.servingHours),
}) satisfies z.ZodType<ServingHours>;

const ADDRESS_FIELDS = {
  street: { schema: text, label: { en: 'Street', zh: '街道' }, editor: { widget: 'string' } },
  locality: { schema: text, label: { en: 'City', zh: '城市' }, editor: { widget: 'string' } },
  region: { schema: text, label: { en: 'State', zh: '州' }, editor: { widget: 'string' } },
  postalCode: {
    // A number in YAML loses its leading zeros (02134 → 2134): quotes keep them.
    schema: z
      .string({ error: missingOr(RESTAURANT_PROBLEMS.postalCode) })
      .trim()
      .min(1, SHARED_PROBLEMS.empty.say()),
    label: { en: 'ZIP code', zh: '邮编' },
    editor: { widget: 'string' },
  },
  country: {
    schema: text.regex(COUNTRY_PATTERN, RESTAURANT_PROBLEMS.country.say()),
    label: { en: 'Country code', zh: '国家代码' },
    // The build's words in Chinese; shorter in English.
    editor: {
      widget: 'string',
      pattern: [COUNTRY_PATTERN.source, { en: 'Two capital letters, such as US', zh: RESTAURANT_PROBLEMS.country.words.zh }],
    },
  },
} satisfies Fields;

const addressSchema = z.strictObject(shapeOf(ADDRESS_FIELDS), {
  error: missingOr(RESTAURANT_PROBLEMS.address),
});

/** An optional field that must match `pattern`: YAML `null` or `""` count as absent. */
const optionalMatching = (pattern: RegExp, message: string) =>
  z.union([z.string().trim().regex(pattern, message), z.null(), z.literal('')], { error: message }).optional();

/** A colour the text it meets stays readable with, in either scheme. */
const accentColorSchema = optionalMatching(HEX_PATTERN, ACCENT_MESSAGE).superRefine((colour, context) => {
  if (!colour || !HEX_PATTERN.test(colour)) return;
  const problem = accentProblem(colour);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** The restaurant's details, content/restaurant.yml, in the order of its file. */
export const RESTAURANT = defineCollection({
  name: 'restaurant',
  file: RESTAURANT_FILE,
  fields: {
    name: { schema: text, label: { en: 'Name', zh: '名称' }, editor: { widget: 'string' }, translation: { schema: optionalText } },
    tagline: {
      schema: text,
      label: { en: 'Tagline', zh: '标语' },
      hint: { en: 'One short line under the name.', zh: '名称下面的一句短语。' },
      editor: { widget: 'string' },
      translation: { schema: optionalText },
    },
    cuisine: {
      schema: optionalText,
      label: { en: 'Cuisine', zh: '菜系' },
      hint: {
        en: 'What search engines file the restaurant under, in English, such as Chinese or Sichuan.',
        zh: '搜索引擎归类用的菜系，用英文写，例如 Chinese（中餐）或 Sichuan（川菜）。',
      },
      editor: { widget: 'string', required: false },
    },
    description: {
      schema: text,
      label: { en: 'Description', zh: '介绍' },
      hint: { en: 'What search engines and link previews say about the menu.', zh: '搜索引擎和链接预览对菜单的介绍。' },
      editor: { widget: 'text' },
    },
    accentColor: {
      schema: accentColorSchema,
      label: { en: 'Colour', zh: '主题色' },
      hint: {
        en: 'The header, the category cards and the prices: pick one, or type it, such as #1f4f8f. Empty: the lacquer red. A colour too light for the text on it is refused.',
        zh: '页头、分类卡片和价格的颜色：选一个，或直接输入，例如 #1f4f8f。留空：漆红色。太浅、上面的文字看不清的颜色不能用。',
      },
      // Sveltia's colour picker with its hex box, refusing what the build refuses (accent-colour-field.ts).
      editor: { widget: ACCENT_COLOUR_WIDGET, allowInput: true, required: false },
    },
    logo: {
      schema: optionalMatching(LOGO_PATTERN, LOGO_MESSAGE),
      label: { en: 'Logo', zh: '标志' },
      hint: {
        en: `Square works best; an SVG stays sharp. An .svg, .png, .jpg or .webp file of at most ${LOGO_MAX_BYTES / 1024} KB. The browser tab, the header, the home-screen icon and the link-preview picture. Empty: the lantern.`,
        zh: `正方形最好；SVG 始终清晰。.svg、.png、.jpg 或 .webp 文件，最大 ${LOGO_MAX_BYTES / 1024} KB。用在浏览器标签、页头、主屏幕图标和链接预览图片上。留空：灯笼。`,
      },
      editor: {
        widget: 'image',
        required: false,
        choose_url: false,
        // Saved in content/photos/ and written photos/logo.svg, as the build reads it (the editor's default writes /photos/…).
        media_folder: 'content/photos',
        public_folder: 'photos',
        accept: LOGO_ACCEPT,
        media_libraries: { default: { config: { max_file_size: LOGO_MAX_BYTES } } },
      },
    },
    address: { schema: addressSchema, label: { en: 'Address', zh: '地址' }, editor: { widget: 'object' }, fields: ADDRESS_FIELDS },
    phone: {
      schema: text.refine(isPhoneNumber, PHONE_PROBLEM.say()),
      label: { en: 'Phone', zh: '电话' },
      hint: { en: 'As guests dial it, such as +1 212-555-0188.', zh: '客人拨打的号码，例如 +1 212-555-0188。' },
      editor: { widget: 'string' },
    },
    timeZone: {
      schema: text.superRefine((zone, context) => {
        if (!isTimeZone(zone)) context.addIssue({ code: 'custom', message: RESTAURANT_PROBLEMS.timeZone.say({ value: shown(zone) }) });
      }),
      label: { en: 'Time zone', zh: '时区' },
      hint: {
        en: 'The restaurant’s, such as America/New_York: guests anywhere see the hours as you keep them.',
        zh: '餐厅所在的时区，例如 America/New_York：各地的客人看到的都是您的营业时间。',
      },
      editor: { widget: 'string' },
    },
    hours: { schema: hoursSchema, label: { en: 'Opening hours', zh: '营业时间' }, editor: { widget: 'object' }, fields: HOURS_FIELDS },
    closedDates: {
      schema: closedDatesSchema,
      label: CLOSED_DATES_LABEL,
      hint: {
        en: 'Holidays and other days closed. Guests see "Closed Thu, Dec 24: Christmas Eve" above the menu from a week before, and "Closed today" on the day: no notice needed.',
        zh: '节假日和其他休息的日子。客人提前一周在菜单上方看到“12月24日周四休息：平安夜”，当天看到“今日休息”：不必另发通知。',
      },
      editor: { widget: 'list', required: false, summary: '{{date}} {{reason}}' },
      fields: CLOSED_DATE_FIELDS,
    },
    website: {
      schema: z
        .string({ error: missingOr(RESTAURANT_PROBLEMS.website) })
        .trim()
        .refine(isWebsite, WEBSITE_MESSAGE)
        .transform((url) => url.replace(/\/+$/, '')),
      label: { en: 'Website', zh: '网站' },
      hint: {
        en: 'Where the menu is published, such as https://golden-lantern.example.',
        zh: '菜单发布的网址，例如 https://golden-lantern.example。',
      },
      editor: { widget: 'string' },
    },
  },
  editor: {
    label: { en: 'Restaurant', zh: '餐厅' },
    icon: 'storefront',
    description: { en: 'Name, address, phone, opening hours and dates closed.', zh: '名称、地址、电话、营业时间和休息日。' },
    files: [{ name: 'details', label: { en: 'Details and hours', zh: '基本信息和营业时间' } }],
  },
});

/** The whole of content/restaurant.yml. */
export const restaurantFileSchema = z.strictObject(shapeOf(RESTAURANT.fields), {
  error: missingOr(RESTAURANT_PROBLEMS.file),
});

/** The restaurant as the site uses it: the file once checked, an editor's empty values left out (fields.ts). */
export type Restaurant = Present<z.output<typeof restaurantFileSchema>>;
export type PostalAddress = Restaurant['address'];

/** Checks the parsed content/restaurant.yml and returns it, or throws a ContentError naming every problem. */
export function validateRestaurantFile(input: unknown, locate: LocateProblem = () => ''): Restaurant {
  const result = restaurantFileSchema.safeParse(input);
  if (result.success) {
    // The editor's empty values (null, "") are absent fields to the site.
    const present = Object.entries(result.data).filter(([, value]) => value !== null && value !== '' && value !== undefined);
    const { accentColor } = result.data;
    return { ...Object.fromEntries(present), ...(accentColor ? { accentColor: accentColor.toLowerCase() } : {}) } as Restaurant;
  }
  throw new ContentError(
    'restaurant',
    splitUnknownKeys(result.error.issues).map(
      (issue) => `${labelledPath(RESTAURANT.fields, issue.path, 'restaurant')}: ${issue.message}${locate(issue.path)}`,
    ),
  );
}

interface Found {
  path: PropertyKey[];
  message: string;
}

/** One problem per unknown key, at the key itself, so that a misspelt `fridy` is named and found. */
function splitUnknownKeys(issues: readonly z.core.$ZodIssue[]): Found[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'unrecognized_keys') return [{ path: issue.path, message: issue.message }];
    const message =
      issue.path.length === 1 && issue.path[0] === 'hours'
        ? RESTAURANT_PROBLEMS.notAWeekday.say()
        : SHARED_PROBLEMS.unknownField.say({ fields: Object.keys(knownKeysAt(issue.path).shape).join(', ') });
    return issue.keys.map((key) => ({ path: [...issue.path, key], message }));
  });
}

/** The object schema at a path of the file: [] the file, ["address"]. */
function knownKeysAt(path: readonly PropertyKey[]) {
  return path[0] === 'address' ? addressSchema : restaurantFileSchema;
}

function pick(value: unknown, key: PropertyKey): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as Record<PropertyKey, unknown>)[key];
}

/** Reads and checks the content folder's restaurant.yml; throws a ContentError naming every problem. */
export function loadRestaurant(contentDir: string): Restaurant {
  const file = path.join(contentDir, RESTAURANT_FILE);
  return parseRestaurant(readContentText(file, contentDir), file, (name) => existsSync(path.join(contentDir, name)));
}

/** Parses and checks the restaurant's YAML; every problem names its field and its line in `fileName`. `hasFile` says whether the logo, under the content folder, is there. */
export function parseRestaurant(source: string, fileName: string, hasFile: (name: string) => boolean = () => true): Restaurant {
  const yaml = readYamlSource(source, fileName);
  if (yaml.problems) throw new ContentError('restaurant', yaml.problems);
  const locate = locateIn(yaml, fileName);
  const restaurant = validateRestaurantFile(yaml.data, locate);
  if (restaurant.logo && !hasFile(restaurant.logo)) {
    throw new ContentError('restaurant', [
      `${fieldLabel(RESTAURANT.fields, 'logo')}: ${RESTAURANT_PROBLEMS.logoMissing.say({ logo: restaurant.logo })}${locate(['logo'])}`,
    ]);
  }
  return restaurant;
}
