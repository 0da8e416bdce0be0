import { beforeAll } from 'vitest';

/** jsdom has <dialog> without its modal methods: gives it the two the site's dialog uses, for a test file. */
export function withDialogMethods(): void {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
}
