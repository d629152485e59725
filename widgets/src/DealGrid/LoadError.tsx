import { useTexts } from '../texts/use-texts.js';

/** What a grid or card shows when its read failed: the spec's "status: body" message and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error | null; onRetry?: () => void }) {
  const texts = useTexts();
  return (
    <div className="dd-state dd-state--error" role="alert">
      <p>{title}</p>
      {error && <p className="dd-state__detail">{error.message}</p>}
      {error && onRetry && <button type="button" className="dd-btn dd-btn--ghost" onClick={onRetry}>{texts.retry}</button>}
    </div>
  );
}
