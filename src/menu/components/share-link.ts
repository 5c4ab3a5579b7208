import type { Messages } from '../../i18n/en.ts';

/**
 * Shares an address: the system share sheet where the browser has one
 * (phones), otherwise the link goes to the clipboard. Gives what the page
 * should then say: nothing once shared or the sheet dismissed.
 */
export async function shareLink(data: { title: string; text: string; url: string }, messages: Messages): Promise<string> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
    } catch (error) {
      // The guest closing the share sheet is not an error worth showing.
      if (!(error instanceof DOMException && error.name === 'AbortError')) return messages.sharingFailed;
    }
    return '';
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return messages.linkCopied;
  } catch {
    return messages.copyThisLink(data.url);
  }
}
