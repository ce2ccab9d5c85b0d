import { apiMessages, messages } from '@cabas/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeStorageFailure, storageFailureCode } from './storage-failure.ts';

/** An error meant for the client: its status, French message and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiMessages.badJson,
};

function send(reply: FastifyReply, status: number, message: string, errors?: Record<string, string[]>) {
  return reply
    .status(status)
    .send(errors ? { status_code: status, message, errors } : { status_code: status, message });
}

/** Every error leaves the API as `{status_code, message, errors?}` in French, never with a stack. */
export function setJsonErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) return send(reply, error.statusCode, error.message, error.errors);

    if (hasZodFastifySchemaValidationErrors(error)) {
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
      return send(reply, 503, apiMessages.storageUnavailable);
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, messages.tooManyAttempts);
    if (status === 403) return send(reply, 403, messages.tooManyWrongAttempts);
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      return send(reply, status, known ?? apiMessages.validation);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, status >= 500 && status < 600 ? status : 500, messages.generic);
  });
}

export function setJsonNotFoundHandler(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => send(reply, 404, apiMessages.routeNotFound));
}
