// `react-dom/client` for the standalone script: createRoot over Preact's render (what r2wc mounts with).
import { render } from 'preact';

export function createRoot(container) {
  return {
    render(children) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
