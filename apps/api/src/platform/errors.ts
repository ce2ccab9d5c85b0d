import {
  API_ERROR_CODES,
  API_HEADERS,
  type ApiErrorCode,
  apiMessages,
  defaultErrorCode,
  messages,
} from '@cabas/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeStorageFailure, storageFailureCode } from './storage-failure.ts';

/**
 * An error meant for the client: its status, French message, optional field errors and stable code
 * (the status's default code when none is given).
 */
export class HttpError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? defaultErrorCode(statusCode);
  }
}

const FASTIFY_CLIENT_ERRORS: Record<string, { message: string; code: ApiErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: apiMessages.badJson, code: API_ERROR_CODES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: apiMessages.badJson, code: API_ERROR_CODES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: apiMessages.payloadTooLarge, code: API_ERROR_CODES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: apiMessages.unsupportedMediaType,
    code: API_ERROR_CODES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: apiMessages.badJson, code: API_ERROR_CODES.invalidJson },
};

function send(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  code: ApiErrorCode = defaultErrorCode(status),
) {
  return reply.status(status).send({
    status_code: status,
    message,
    ...(errors ? { errors } : {}),
    code,
  });
}

/** The whole body failed as the wrong JSON type (an array, a string…) where the schema wants an object. */
function isBodyNotObject(error: FastifyError & { validationContext?: string }): boolean {
  if (error.validationContext !== 'body') return false;
  return (error.validation ?? []).some(
    (v) =>
      v.instancePath === '/' &&
      v.keyword === 'invalid_type' &&
      (v.params as { expected?: string } | undefined)?.expected === 'object',
  );
}

/**
 * Every error leaves the API as `{status_code, message, errors?, code}` in French, never with a stack;
 * `code` is the thrown error's own, else the default of its status.
 */
export function setJsonErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError)
      return send(reply, error.statusCode, error.message, error.errors, error.code);

    if (hasZodFastifySchemaValidationErrors(error)) {
      if (isBodyNotObject(error)) {
        const message = apiMessages.bodyNotObject;
        return send(reply, 422, message, { _: [message] }, API_ERROR_CODES.bodyNotObject);
      }
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] = [...(errors[key] ?? []), v.message ?? apiMessages.validation];
      }
      const first = error.validation[0]?.message ?? apiMessages.validation;
      const status = (error as { validationContext?: string }).validationContext === 'params' ? 400 : 422;
      return send(reply, status, first, errors);
    }

    const storageFailure = storageFailureCode(error);
    if (storageFailure) {
      request.log.error({ err: error, cause: describeStorageFailure(storageFailure) }, 'storage failure');
      return send(reply, 503, apiMessages.storageUnavailable, undefined, API_ERROR_CODES.serviceUnavailable);
    }

    const status = error.statusCode ?? 500;
    if (status === 429)
      return send(reply, 429, messages.tooManyAttempts, undefined, API_ERROR_CODES.tooManyRequests);
    // A Fastify plugin's own 403 (an address banned for its attempts).
    if (status === 403)
      return send(reply, 403, messages.tooManyWrongAttempts, undefined, API_ERROR_CODES.tooManyWrongAttempts);
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      return send(reply, status, known?.message ?? apiMessages.validation, undefined, known?.code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, status >= 500 && status < 600 ? status : 500, messages.generic);
  });
}

/**
 * Fastify's `frameworkErrors` option: what its router answers before any route or error handler runs,
 * in the API's error body. A path that cannot be decoded (`/api/magasins/%`, `%E9`) gets a French 400
 * instead of Fastify's English one.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  // Answered outside every scope: no onSend hook adds these.
  reply.header(API_HEADERS.requestId, request.id).header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL')
    return send(reply, 400, apiMessages.badUrl, undefined, API_ERROR_CODES.badRequest);
  request.log.error({ err: error }, 'framework error');
  return send(reply, 500, messages.generic);
};

export function setJsonNotFoundHandler(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) =>
    send(reply, 404, apiMessages.routeNotFound, undefined, API_ERROR_CODES.routeNotFound),
  );
}
