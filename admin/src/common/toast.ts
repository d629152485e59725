// A toast with the spec's title and its description (spec §8 gives most toasts both), on two lines.
export function toastText(title: string, description?: string | null): string {
  return description ? `${title}\n${description}` : title;
}
