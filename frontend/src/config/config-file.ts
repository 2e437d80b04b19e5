// In the first bundle (no zod): a signed-in page asks for /config.json as soon as it starts loading
// Amplify, not once the settings' reader and its schema have arrived (runtime-config.ts reads it).
const CONFIG_URL = '/config.json';
let early: Promise<Response> | undefined;
let taken = false;

const request = () => fetch(CONFIG_URL, { headers: { Accept: 'application/json' } });

/** Starts the request for /config.json for fetchConfigFile to take, unless the settings were already asked for. */
export function prefetchConfigFile(): void {
  if (early || taken) return;
  early = request();
  early.catch(() => undefined); // a failure shows to whoever takes it
}

/** The answer to the early request if one is pending (taken once), else a new request. */
export function fetchConfigFile(): Promise<Response> {
  const response = early ?? request();
  early = undefined;
  taken = true;
  return response;
}
