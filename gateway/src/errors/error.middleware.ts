import { isServiceError } from '@rapport/platform';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { httpErrorFromGrpc } from './grpc-to-http';
import { envelope, HttpError } from './http-error';

/** Unknown routes answer 404 in the envelope. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `Cannot ${req.method} ${req.path}`));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Renders every error as the envelope; unexpected ones are logged with the request id. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const httpError = toHttpError(err);
  if (httpError.statusCode >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) return;
  res.set(httpError.headers);
  res.status(httpError.statusCode).json(envelope(httpError.statusCode, httpError.body));
};

/** The answer every thrown value gets (also what an Idempotency-Key keeps for it). */
export function toHttpError(err: unknown): HttpError {
  let httpError: HttpError;
  const parserError = err as BodyParserError;
  if (err instanceof HttpError) httpError = err;
  else if (parserError?.type === 'entity.too.large')
    httpError = new HttpError(413, 'request body is larger than 1 MiB');
  else if (parserError?.type === 'entity.parse.failed')
    httpError = new HttpError(400, 'request body is not valid JSON');
  else if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') {
    httpError = new HttpError(415, 'unsupported content encoding or charset');
  } else if (
    typeof parserError?.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500
  ) {
    httpError = new HttpError(parserError.status, 'bad request');
  } else if (isServiceError(err)) httpError = httpErrorFromGrpc(err);
  else httpError = new HttpError(500, 'internal server error');
  return httpError;
}
