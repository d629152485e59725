// `@r2wc/react-to-web-component` for the standalone script: the slice of r2wc the elements use (src/elements/define.ts:
// an open shadow root, string and number attributes, page events), rendered with Preact's own `render`; r2wc and its
// core weigh 1.3 KB gzip, three times this. It keeps the props and the re-render under r2wc's own keys
// (Symbol.for('r2wc.props'/'r2wc.render')) and forgets a removed attribute itself (forget-removed-attributes.mjs). The
// library (the site, the component tests on React) keeps r2wc.
import { createElement, render } from 'preact';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

export default function r2wc(Component, { shadow, props, events }) {
  const names = Object.keys(props);
  const attributes = names.map((name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
  return class extends HTMLElement {
    static get observedAttributes() {
      return attributes;
    }

    constructor() {
      super();
      this[PROPS] = { container: this.attachShadow({ mode: shadow }) };
      // `onDadeal:select` → a `dadeal:select` CustomEvent with the detail, bubbling and composed as `events` says.
      for (const name in events) this[PROPS][name] = (detail) => this.dispatchEvent(new CustomEvent(name.slice(2).toLowerCase(), { detail, ...events[name] }));
    }

    connectedCallback() {
      this[RENDER]();
    }

    disconnectedCallback() {
      render(null, this[PROPS].container);
    }

    attributeChangedCallback(attribute, old, value) {
      const name = names[attributes.indexOf(attribute)];
      // A removed attribute brings the prop back to its default; an empty one changes nothing (as r2wc).
      if (value === null) delete this[PROPS][name];
      else if (value) this[PROPS][name] = props[name] === 'number' ? parseFloat(value) : value;
      else return;
      this[RENDER]();
    }

    [RENDER]() {
      if (this.isConnected) render(createElement(Component, this[PROPS]), this[PROPS].container);
    }
  };
}
