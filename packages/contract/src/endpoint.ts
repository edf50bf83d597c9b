// An endpoint pairs a method and path of spec §7 with the schemas of what goes in and comes out.
// The server registers these schemas on its routes; the web client parses answers with them,
// so a field renamed on one side fails the typecheck on the other.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  TInput extends z.ZodType = z.ZodType,
  TData extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  /** Query string for GET, JSON body otherwise. */
  input: TInput;
  response: TData;
  summary: string;
}

export function defineEndpoint<TInput extends z.ZodType, TData extends z.ZodType>(
  endpoint: Endpoint<TInput, TData>,
): Endpoint<TInput, TData> {
  return endpoint;
}

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointData<E extends Endpoint> = z.output<E['response']>;
