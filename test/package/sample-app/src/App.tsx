import { useEffect, useState, type ReactElement } from 'react';
import { loadDirectBilling, type DirectBillingOptions, type DrawerView } from 'direct-billing-widgets';
import { DirectBillingToggle } from 'direct-billing-widgets/react';

export function App({ options }: { options: DirectBillingOptions }): ReactElement {
  const [opened, setOpened] = useState<DrawerView | null>(null);

  // The widgets' events: here, the drawer opening when the shopper switches the toggle on.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    loadDirectBilling(options).then(
      (api) => {
        if (!gone) stop = api.on('drawer-open', ({ view }) => setOpened(view));
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [options]);

  return (
    <main>
      <h1>Your cart</h1>
      <DirectBillingToggle options={options} />
      <p role="status">{opened ? `The drawer opened on ${opened}.` : 'No event heard yet.'}</p>
    </main>
  );
}
