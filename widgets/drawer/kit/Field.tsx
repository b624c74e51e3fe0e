// The drawer's form fields: a visible label, the hint and the error tied to the control, the error announced with it.
// A refused field is marked by more than colour: a thicker border (drawer-styles.ts) and an icon before its message.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { focusRefused } from '../focus.ts';

/** A control's id from its field name ("patient.firstName" → "db-f-patient-firstName"), unique inside the drawer. */
export const fieldId = (name: string): string => `db-f-${name.replace(/[^\w-]/g, '-')}`;

interface Common {
  name: string;
  label: string;
  /** A sentence under the label (the format to type); read with the control. */
  hint?: string | undefined;
  /** The message when the value is refused; the control is then invalid and described by it. */
  error?: string | null | undefined;
  required?: boolean | undefined;
}

/** What every control carries: its id and name, required and invalid states, described by its hint, then its error. */
function control(name: string, required?: boolean, hint?: string, error?: string | null) {
  const id = fieldId(name);
  return {
    id,
    name,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  };
}

/** The refusal's mark, a warning sign: a shape, not a colour, so it reads in forced colours and to the colour-blind. */
export function ErrorIcon() {
  return (
    <svg className="field-error-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 1.5 19 18H1L10 1.5Zm-1 6v5h2v-5H9Zm0 6.5v2h2v-2H9Z" />
    </svg>
  );
}

/**
 * A refused value's message, tied to its control by aria-describedby; the control is focused first, so it is read with
 * it. Marked by the warning sign wherever a field is refused, the drawer's own fields and the views' own controls alike.
 */
export function ErrorMessage({ id, error }: { id: string; error: string }) {
  return (
    <p id={`${id}-error`} className="field-error">
      <ErrorIcon />
      <span>{error}</span>
    </p>
  );
}

/** The label, hint and error around a control. */
function Frame({ id, label, hint, error, children }: { id: string; label: string; hint?: string | undefined; error?: string | null | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {children}
      {error && <ErrorMessage id={id} error={error} />}
    </div>
  );
}

/** A text field; `inputMode` and `autoComplete` help phones and password managers fill it; `onBlur` tidies what was typed. */
export function TextField(props: Common & {
  value: string;
  onValue: (value: string) => void;
  onBlur?: (() => void) | undefined;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | undefined;
  autoComplete?: string | undefined;
}) {
  const { name, label, hint, error, required, value, onValue, onBlur, inputMode, autoComplete } = props;
  const aria = control(name, required, hint, error);
  return (
    <Frame id={aria.id} label={label} hint={hint} error={error}>
      <input
        {...aria}
        type="text"
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        onInput={(event) => onValue((event.currentTarget as HTMLInputElement).value)}
        onBlur={onBlur}
      />
    </Frame>
  );
}

/**
 * Whether the select shows its chosen option cut: a closed select draws it on one line, clipped at its edge (« L’assuré
 * lui-m… » at 200 % text on a phone). Measured as laid out, again when the choice or the select's size changes.
 */
function useShownCut(value: string) {
  const select = useRef<HTMLSelectElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = select.current;
    if (!element) return undefined;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [value]);
  return { select, cut };
}

/**
 * A native select: the most reliable choice list for the keyboard and screen readers, on every phone. A chosen option the
 * select cuts is written whole under it, for the eyes only: a screen reader reads the select's value whole already.
 */
export function SelectField(props: Common & { value: string; onValue: (value: string) => void; options: readonly { value: string; label: string }[]; placeholder: string }) {
  const { name, label, hint, error, required, value, onValue, options, placeholder } = props;
  const aria = control(name, required, hint, error);
  const { select, cut } = useShownCut(value);
  const chosen = options.find((option) => option.value === value)?.label ?? placeholder;
  return (
    <Frame id={aria.id} label={label} hint={hint} error={error}>
      <select
        {...aria}
        ref={select}
        value={value}
        onChange={(event) => onValue((event.currentTarget as HTMLSelectElement).value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {cut && (
        <p className="chosen" aria-hidden="true">
          {chosen}
        </p>
      )}
    </Frame>
  );
}

/** A checkbox with its label beside it (terms acceptance). */
export function CheckboxField(props: Omit<Common, 'hint'> & { checked: boolean; onValue: (checked: boolean) => void; children?: ReactNode }) {
  const { name, label, error, required, checked, onValue, children } = props;
  const aria = control(name, required, undefined, error);
  const id = aria.id;
  return (
    <div className={error ? 'field check invalid' : 'field check'}>
      <input
        {...aria}
        type="checkbox"
        checked={checked}
        onChange={(event) => onValue((event.currentTarget as HTMLInputElement).checked)}
      />
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <ErrorMessage id={id} error={error} />}
    </div>
  );
}

/**
 * Moves focus to the first invalid control inside `root` (after a refused submit), so its error is read with it, its
 * field in sight with its label (focusRefused).
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): void {
  const control = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (control) focusRefused(control);
}
