// Keeps a fault inside a widget from ever reaching the host page as an uncaught error, and tells the engineer which
// widget failed, how, and what to do (src/host/diagnostics.ts widgetFailed).
import { Component, type ReactNode } from 'react';
import { widgetFailed } from '../../src/host/diagnostics.ts';
import type { WidgetName } from '../../src/host/public-api.ts';

interface Props {
  /** The widget the boundary belongs to, as the console line names it. */
  widget: WidgetName;
  fallback: ReactNode;
  children?: ReactNode;
}

/** Renders the fallback once a child throws while rendering or while its code loads. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[direct-billing] ${widgetFailed(this.props.widget, error)}`);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
