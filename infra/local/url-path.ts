/**
 * The decoded form of a URL path, or undefined when a %-escape in it is malformed (`/%E0%A4%A`):
 * that is the client's error, for a 400, not an exception that turns into a 500.
 */
export function decodeUrlPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
