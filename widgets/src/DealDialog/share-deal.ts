// Sharing uses the device's share sheet, or copies the deal's link (spec §7, §8 "Link Copied").
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareDeal(title: string, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share sheet refused (not allowed here): fall back to the clipboard below.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
