// URL building without URL/URLSearchParams, which the pure ES lib of shared/ does not declare.

export type QueryValue = string | number | boolean | null | undefined;

/** `path?key=value&...` with each part encoded; null/undefined values are left out. */
export function buildPath(path: string, params: Record<string, QueryValue> = {}): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query === '' ? path : `${path}?${query}`;
}

/** An absolute http(s) link that is safe to open in a new tab ('www.' links get https), else null. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  const withScheme = /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
  return /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i.test(withScheme) ? withScheme : null;
}
