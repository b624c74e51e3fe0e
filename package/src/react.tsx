// Thin React components for a bundled shop (docs/npm-package.md): each renders its own element, the mount element of
// docs/embedding.md, and mounts its widget into it through the page API once the loader is ready; unmounting takes the
// widget away. They render the same empty element on the server and do nothing there: the widgets start in the browser.
// The element carries the state the shop expects from its first render, the server's included, so the space the shop's
// CSS reserves for that state (docs/layout.md) holds from the first frame.
import { useEffect, useRef, type ReactElement } from 'react';
import { loadDirectBilling, type DirectBillingApi, type DirectBillingOptions, type WidgetName } from './index.ts';

/** The states a shop may expect its widgets in, as docs/layout.md names them: whether its shopper is signed in. */
export type DirectBillingExpectedState = 'signed-in' | 'signed-out';

/** What each component takes. */
export interface DirectBillingWidgetProps {
  /** How to load the widgets, as `loadDirectBilling` takes it; the first load of the page is the one that counts. */
  options: DirectBillingOptions;
  /** The element's class, for the shop's layout around the widget (the widget's own look is its appearance). */
  className?: string;
  /**
   * The state you expect the widget in, which your server knows (whether the shopper is signed in), written on the element
   * as `data-direct-billing-state` from the first render, so the size docs/layout.md's CSS reserves for that state holds
   * until the widget is drawn. Once the session is known the widgets set the attribute themselves (`error` included).
   */
  state?: DirectBillingExpectedState;
}

/**
 * The mount element and its widget: mounted once the widgets are ready, taken away when the component unmounts. Options
 * of a later render go to `loadDirectBilling` too, without mounting the widget again: it says in the console what of
 * their configuration the widgets cannot take (another language), and a load that failed may go again with them.
 */
function useWidget(widget: WidgetName, mountValue: string, { options, className, state }: DirectBillingWidgetProps): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  /** Loads with the options given and mounts the widget once ready, unless it is mounted; set while the element is. */
  const load = useRef<(given: DirectBillingOptions) => void>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let api: DirectBillingApi | undefined;
    let gone = false;
    let asked: DirectBillingOptions | undefined;
    load.current = (given) => {
      if (given === asked) return;
      asked = given;
      loadDirectBilling(given).then(
        (ready) => {
          if (gone || api) return;
          api = ready;
          ready.render(widget, element);
        },
        (error: unknown) => console.error(error),
      );
    };
    load.current(options);
    return () => {
      gone = true;
      load.current = undefined;
      // Only this component's widget goes: another component's widget of the same name stays as it is.
      api?.close(widget, element);
    };
    // Mounted once: new options never mount the widget again, which would lose what it shows and where focus is.
  }, [widget]);
  useEffect(() => load.current?.(options), [options]);
  return <div ref={ref} className={className} data-direct-billing={mountValue} data-direct-billing-state={state} />;
}

/** The cart's "Use insurance benefits" switch (spec 001 §2, "Insurance toggle"). */
export function DirectBillingToggle(props: DirectBillingWidgetProps): ReactElement {
  return useWidget('toggleWidget', 'toggle', props);
}

/** The call-to-action card of product and cart pages (spec 001 §2, "CTA states"). */
export function DirectBillingCta(props: DirectBillingWidgetProps): ReactElement {
  return useWidget('ctaWidget', 'cta', props);
}

/** The insurance landing page (spec 001 §2, "Overview widget"). */
export function DirectBillingOverview(props: DirectBillingWidgetProps): ReactElement {
  return useWidget('overviewWidget', 'overview', props);
}

/** The account page's claims and their documents (spec 001 §2, "My-claims"). */
export function DirectBillingMyClaims(props: DirectBillingWidgetProps): ReactElement {
  return useWidget('myClaimsWidget', 'my-claims', props);
}
