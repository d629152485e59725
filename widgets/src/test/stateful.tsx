// Stories of controlled inputs: the component keeps the value it reports, starting from the story's args.
import { useState, type ComponentType } from 'react';

export function withState<P extends { value: unknown; onChange: (value: never) => void }>(Component: ComponentType<P>) {
  return function Stateful(props: P) {
    const [value, setValue] = useState<P['value']>(props.value);
    return <Component {...props} value={value} onChange={setValue as unknown as P['onChange']} />;
  };
}
