import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AnyEndpoint, EndpointRequestParts } from '@bondkit/core/contract';
import type { UiMessageChunk } from '@bondkit/core/mind';
import type * as z from 'zod';
import type { PremiumFeature } from '../auth/premiumFeatures';
import type { Principal } from '../auth/principal';
import { ApiProblem } from '../errors/ApiProblem';
import type { ApiApp } from './fastifyTypes';
import { sendUiMessageStream } from './uiMessageStreamReply';

/** What a handler of a contract endpoint receives: the parsed request parts and who is calling. */
interface EndpointCall<Definition extends AnyEndpoint> extends EndpointRequestParts<Definition> {
  /** The caller; never null behind any access policy but `public` (the access guard answered 401). */
  principal: Definition['access'] extends 'public' ? Principal | null : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler of a file endpoint (`responseType: 'blob'`) answers: the file, sent as an attachment. */
interface FileAnswer {
  /** The name the browser saves it under. */
  fileName: string;
  /** Its MIME type, for example `application/pdf`. */
  contentType: string;
  content: Buffer;
}

/**
 * What a handler answers: the endpoint's response (its input shape, which the serializer parses), a file, or
 * for a UI message stream the batches of chunks to send (each batch one write).
 */
type EndpointAnswer<Definition extends AnyEndpoint> = Definition['responseType'] extends 'blob'
  ? FileAnswer
  : Definition['responseType'] extends 'uiMessageStream'
    ? AsyncIterable<readonly z.input<Definition['response']>[]>
    : z.input<Definition['response']>;

/** A handler answers the endpoint's response (its input shape: the server's serializer parses it). */
export type EndpointHandler<Definition extends AnyEndpoint> = (
  call: EndpointCall<Definition>,
) => Promise<EndpointAnswer<Definition>> | EndpointAnswer<Definition>;

/** Route options the contract does not hold. */
export interface EndpointRouteOptions {
  /** The premium feature the route belongs to (`auth/premiumFeatures.ts`). Default: none. */
  premium?: PremiumFeature;
  /**
   * Request headers the server reads and validates (an `Idempotency-Key`); the client does not send them,
   * so they are not on the contract. Default: none.
   */
  headers?: z.ZodType;
  /**
   * Other success statuses the handler sets itself (`reply.code`), answered with the same response schema:
   * the replay of an idempotent report answers 200 where a new one answers 201. Default: none.
   */
  otherStatuses?: readonly (200 | 201)[];
}

/**
 * Registers a contract endpoint: method, path, access, schemas (the request is validated with them, and
 * the answer must match the response schema or the serializer refuses it) and the OpenAPI entry all come
 * from the contract; the route module supplies only the handler.
 */
export function registerEndpoint<Definition extends AnyEndpoint>(
  app: ApiApp,
  endpoint: Definition,
  handler: EndpointHandler<Definition>,
  options: EndpointRouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(options.premium ? { premium: options.premium } : {}),
      ...(endpoint.upload ? { upload: endpoint.upload } : {}),
      ...(endpoint.responseType === 'uiMessageStream' ? { uiMessageStream: endpoint.response } : {}),
    },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      // An upload's form is read by its handler (`receiveUpload`, streaming): no JSON body to validate.
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      // A file has no JSON schema to serialize with: the handler's FileAnswer is sent as its bytes. A stream's
      // chunks are checked one by one as they are sent (`sendUiMessageStream`).
      ...(endpoint.responseType === 'blob' || endpoint.responseType === 'uiMessageStream'
        ? {}
        : {
            response: Object.fromEntries(
              [status, ...(options.otherStatuses ?? [])].map((code) => [code, endpoint.response]),
            ),
          }),
    },
    handler: async (request, reply) => {
      const principal = request.principal;
      // The access guard runs first and answers 401 for a signed-out caller of any other policy; this
      // keeps the handler's type honest should a policy ever let one through.
      if (endpoint.access !== 'public' && principal === null) throw ApiProblem.unauthenticated();
      if (status !== 200) void reply.code(status);
      const call = {
        params: request.params,
        query: request.query,
        body: request.body,
        principal,
        request,
        reply,
      } as EndpointCall<Definition>;
      const answer = await handler(call);
      if (endpoint.responseType === 'uiMessageStream')
        return sendUiMessageStream(
          reply,
          answer as AsyncIterable<readonly UiMessageChunk[]>,
          endpoint.response,
          request.log,
        );
      if (endpoint.responseType !== 'blob') return answer;
      const file = answer as FileAnswer;
      void reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      void reply.type(file.contentType);
      return reply.send(file.content);
    },
  };
  app.route(route);
}
