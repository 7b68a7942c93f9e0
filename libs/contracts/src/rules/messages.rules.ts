/** The request rules of a message send, shared by the gateway's schema and the messaging service. */

export const MAX_MESSAGE_BODY_CHARACTERS = 4096;

export const messageBodyTooLong = `body must be at most ${MAX_MESSAGE_BODY_CHARACTERS} characters`;

/** Two overrides would name two accounts: refused rather than guessing which one the caller meant. */
export const ONE_OVERRIDE_MESSAGE = 'only one of channelAccountId and whatsappInstanceId may be given';

/** Characters as people count them: code points, so an emoji is one character, not two UTF-16 units. */
export const characterCount = (text: string) => [...text].length;
