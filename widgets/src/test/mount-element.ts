// Puts an element's HTML in the page and waits for its shadow root to render: the element tests' one way to mount.
import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export async function mountElement(html: string) {
  document.body.innerHTML = html;
  const host = document.body.firstElementChild as HTMLElement;
  await waitFor(() => expect(host.shadowRoot?.querySelector('.dd-root')).toBeTruthy());
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) };
}
