/** The request rules of a message send, shared by the gateway's schema and the messaging service. */

export const MAX_MESSAGE_BODY_CHARACTERS = 4096;

export const messageBodyTooLong = `body must be at most ${MAX_MESSAGE_BODY_CHARACTERS} characters`;

/** Two overrides would name two accounts: refused rather than guessing which one the caller meant. */
export const ONE_OVERRIDE_MESSAGE = 'only one of channelAccountId and whatsappInstanceId may be given';

/**
 * Characters as people count them: code points, so an emoji is one character, not two UTF-16 units.
 * Counted in place: spreading 1 MiB into an array of characters held the event loop 50 ms (issue 48).
 */
export function characterCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdbff) continue;
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      count--;
      i++;
    }
  }
  return count;
}

/**
 * Whether a body is within MAX_MESSAGE_BODY_CHARACTERS. A code point is one or two UTF-16 units, so
 * the length alone answers outside [max, 2 × max]: an over-long body is not walked at all.
 */
export function isMessageBodyWithinLimit(text: string): boolean {
  if (text.length <= MAX_MESSAGE_BODY_CHARACTERS) return true;
  if (text.length > 2 * MAX_MESSAGE_BODY_CHARACTERS) return false;
  return characterCount(text) <= MAX_MESSAGE_BODY_CHARACTERS;
}
