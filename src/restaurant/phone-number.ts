import { problem } from '../content/problem.ts';

/**
 * The restaurant's phone number: written for people in content/restaurant.yml
 * ("+1 212-555-0188"), dialled through a tel: link made from it here, so the
 * two never disagree.
 */

/** Digits with the spaces, dashes, dots and brackets people write, and at most one leading +. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** E.164 allows at most 15 digits; fewer than 7 reaches no one anywhere. */
const PHONE_DIGITS_MIN = 7;
const PHONE_DIGITS_MAX = 15;

export const PHONE_PROBLEM = problem({
  en: `must be a phone number such as +1 212-555-0188 (${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits, with spaces, dashes, dots or brackets)`,
  zh: `须为电话号码，例如 +1 212-555-0188（${PHONE_DIGITS_MIN} 到 ${PHONE_DIGITS_MAX} 位数字，可带空格、连字符、点或括号）`,
});

/** Whether `phone` is a number a tel: link can dial. */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone.trim()) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/** "+1 212-555-0188" → "tel:+12125550188": its digits, and the leading + that makes it international. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
