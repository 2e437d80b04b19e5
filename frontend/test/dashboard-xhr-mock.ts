import { vi } from 'vitest';

export type XhrCall = { method: string; url: string; headers: Record<string, string>; body: unknown };

/**
 * Replaces XMLHttpRequest (the presigned PUT with progress): each send reports half, then all of
 * the body as sent, `stepMs` apart, then answers `status` (or a network error when status is 0).
 */
export function mockXhr(status: (call: XhrCall) => number = () => 200, stepMs = 10) {
  const calls: XhrCall[] = [];
  class FakeXhr {
    status = 0;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private call: XhrCall = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.call = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }
    send(body: unknown) {
      this.call.body = body;
      calls.push(this.call);
      const total = 100;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total } as ProgressEvent);
        setTimeout(() => {
          this.status = status(this.call);
          if (this.status === 0) this.onerror?.();
          else this.onload?.();
        }, stepMs);
      }, stepMs);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}
