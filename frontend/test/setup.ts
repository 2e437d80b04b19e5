import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// React reports markup a browser would repair (a dialog or a paragraph inside a <p>) with a console
// error only; here it fails the test that rendered it.
const invalidNesting: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('cannot be a descendant of')) invalidNesting.push(args.slice(0, 3).map(String).join(' '));
  consoleError(...args);
};

afterEach(() => {
  cleanup();
  toast.dismiss(); // sonner keeps toasts in a module-level store
  const found = invalidNesting.splice(0);
  if (found.length > 0) throw new Error(`Invalid HTML nesting rendered: ${found.join(' | ')}`);
});

// jsdom has <dialog> but not its modal API: enough of it for our Dialog (open state + events).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
