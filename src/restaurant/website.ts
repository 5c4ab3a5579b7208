/**
 * Whether `website` in restaurant.yml is still a placeholder: on a host
 * reserved for examples and tests (RFC 2606, RFC 6761), no guest's phone
 * reaches it, so nothing may print a QR code to it.
 */
export function isPlaceholderWebsite(website: string): boolean {
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase();
  } catch {
    return true;
  }
  return /(^|\.)(example|test|invalid|localhost)$/.test(host) || /(^|\.)example\.(com|org|net)$/.test(host);
}

/** What the print kit shows, and the build says, until the real address is set. */
export const SET_WEBSITE =
  'Set website in content/restaurant.yml (Restaurant → Details and hours → Website in the editor) to the menu’s real address, such as https://www.your-restaurant.com.';
