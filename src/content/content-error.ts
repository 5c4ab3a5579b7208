import { safeForLog } from './content-text.ts';

/**
 * Stops the build with the content's problems alone: a stack trace would bury
 * them, and no content can add a line to the build's output (content-text.ts).
 */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(text: string) {
    const message = safeForLog(text);
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}
