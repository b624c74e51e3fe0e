// The insurer search: a WAI-ARIA combobox that filters as the shopper types (list autocomplete), keyboard and
// screen-reader friendly: arrows move through the options, Enter chooses, Escape closes then clears.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Insurer } from '../../src/contract/insurer/insurers.ts';
import { insurerName } from '../../src/domain/insurer/insurer.ts';
import { matchesSearch } from '../../src/domain/insurer/insurer-list.ts';
import { language } from '../../signals/host/config.ts';
import { countWord, type CountWord } from '../../src/domain/count-word.ts';
import { t } from './overview-strings.ts';

/** What the search says for each count of insurers it finds. */
const RESULTS = { none: 'noResult', one: 'result', many: 'results' } as const satisfies Record<CountWord, string>;

/** The search box and its list; `onChoose` receives the chosen insurer's id. */
export function InsurerSearch({ insurers, onChoose, inputRef }: { insurers: Insurer[]; onChoose: (id: string) => void; inputRef: { current: HTMLInputElement | null } }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const lang = language.value;
  const matches = insurers.filter((insurer) => matchesSearch(insurerName(insurer.name, lang), query));
  const shown = open && matches.length > 0;
  const count = matches.length;

  const choose = (insurer: Insurer | undefined) => {
    if (!insurer) return;
    setQuery(insurerName(insurer.name, lang));
    setOpen(false);
    setActive(-1);
    onChoose(insurer.id);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    setActive((current) => (count === 0 ? -1 : current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: () => shown && choose(matches[active] ?? (count === 1 ? matches[0] : undefined)),
      Escape: () => (open ? setOpen(false) : setQuery('')),
      Home: () => shown && setActive(0),
      End: () => shown && setActive(count - 1),
    };
    const run = keys[event.key];
    if (!run || ((event.key === 'Home' || event.key === 'End') && !shown)) return;
    event.preventDefault();
    run();
  };
  const option = (id: string) => `db-ov-option-${id}`;
  const status = typed.current ? t(RESULTS[countWord(count)], { count }) : '';
  // A search that finds nothing is said on screen, with what to do next, as long as the text stands: the list it
  // would have shown is gone, so a sighted shopper needs the words as much as a screen reader does.
  const nothing = typed.current && count === 0;

  return (
    <div className="combo">
      <label htmlFor="db-ov-search">{t('searchLabel')}</label>
      <p className="muted" id="db-ov-search-hint">
        {t('searchHint')}
      </p>
      <input
        ref={inputRef}
        id="db-ov-search"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls="db-ov-listbox"
        aria-describedby="db-ov-search-hint"
        aria-activedescendant={shown && matches[active] ? option(matches[active].id) : undefined}
        value={query}
        onInput={(event) => {
          typed.current = true;
          setQuery(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id="db-ov-listbox" role="listbox" aria-label={t('searchLabel')} hidden={!shown}>
        {shown &&
          matches.map((insurer, index) => (
            <li
              key={insurer.id}
              id={option(insurer.id)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the box, so the click chooses before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(insurer)}
            >
              {insurerName(insurer.name, lang)}
            </li>
          ))}
      </ul>
      <p className={nothing ? 'none' : 'sr-only'} role="status">
        {nothing ? `${t('noResult')} ${t('noResultNext')}` : open ? status : ''}
      </p>
    </div>
  );
}
