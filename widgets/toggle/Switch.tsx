// The switch itself, shared by the toggle a page renders at once and the signed-in one, so one replaces the other without a shift.
import type { MouseEventHandler } from 'react';
import { t } from '../loader-strings.ts';

/** What the switch shows and does. */
export interface SwitchProps {
  checked: boolean;
  disabled: boolean;
  busy?: boolean;
  describedBy?: string | undefined;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** The "Use insurance benefits" switch (spec 001 section 2). */
export function Switch({ checked, disabled, busy = false, describedBy, onClick }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className="switch"
      aria-checked={checked}
      aria-disabled={disabled}
      aria-busy={busy}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      <span>{t('toggleLabel')}</span>
    </button>
  );
}

