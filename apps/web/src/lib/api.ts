// The app's API caller, set once at start (app/services.ts). Features call `api()` so that they do
// not depend on how the client is wired; tests install a caller over a fake fetch.
import type { ApiCaller } from './request/api-caller';
import type { RequestClient, UploadConfig } from './request/request-client';

let current: ApiCaller | null = null;
let currentClient: RequestClient | null = null;

export function setApiCaller(caller: ApiCaller, client?: RequestClient): void {
  current = caller;
  currentClient = client ?? null;
}

/** A multipart upload through the app's client (same headers and envelope rules). */
export function uploadFile(config: UploadConfig): Promise<unknown> {
  if (!currentClient) throw new Error('the request client is not set up yet (setApiCaller)');
  return currentClient.upload(config);
}

export function api(): ApiCaller {
  if (!current) throw new Error('the API caller is not set up yet (setApiCaller)');
  return current;
}
