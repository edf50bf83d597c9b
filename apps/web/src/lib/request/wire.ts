// What goes on the wire besides the body: the query string of a call and the envelope every
// answer comes in (spec §7: {errCode, data, message}).
export interface Envelope {
  errCode: number;
  data: unknown;
  message: string;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).errCode === 'number' &&
    typeof (value as Envelope).message === 'string' &&
    'data' in value
  );
}

/** `?a=1&b=x&b=y` from an object: undefined and null are left out, arrays repeat the key. */
export function toQueryString(data: Record<string, unknown> | undefined): string {
  if (!data) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return url.includes('?') ? `${url}&${query.slice(1)}` : url + query;
}
