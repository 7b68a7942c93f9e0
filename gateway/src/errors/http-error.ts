import { STATUS_CODES } from 'node:http';

/** An answer other than 2xx; rendered as the spec's envelope `{statusCode, message, error}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(body) ? body.join('; ') : body);
  }
}

export interface ErrorEnvelope {
  statusCode: number;
  message: string | string[];
  error: string;
}

export function envelope(statusCode: number, message: string | string[]): ErrorEnvelope {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

export const badRequest = (messages: string[]) => new HttpError(400, messages);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
