// r2wc ignores a removed attribute (the old value stays): removing one (e.g. `theme`) brings the prop back to its
// default here, through r2wc's own keys for props and re-render. (The standalone script's r2wc does this itself:
// build/preact/r2wc.mjs.)
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const camel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export function forgetRemovedAttributes(Base: CustomElementConstructor): CustomElementConstructor {
  type R2wcElement = HTMLElement & {
    [PROPS]: Record<string, unknown>;
    [RENDER](): void;
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  };
  const Parent = Base as unknown as new () => R2wcElement;
  return class extends Parent {
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value !== null) return super.attributeChangedCallback(name, old, value);
      delete this[PROPS][camel(name)];
      this[RENDER]();
    }
  } as unknown as CustomElementConstructor;
}
