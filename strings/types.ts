// The shapes every dictionary shares: English is the source of truth, every other locale is checked against it.

/** A table with exactly the keys of the English one. */
export type Strings<T> = { readonly [K in keyof T]: string };

/** Overrides of a table (US English, spec 001 section 1): any subset of the English keys. */
export type Overrides<T> = Partial<Strings<T>>;

/** A dictionary as rosetta holds it: one table per surface (a view, a widget part), each a flat set of keys. */
export type Dictionary = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A complete translation of an English dictionary: every surface, every key. */
export type Translation<D> = { readonly [S in keyof D]: Strings<D[S]> };

/** Overrides of an English dictionary: some surfaces, some of their keys. */
export type DictionaryOverrides<D> = { readonly [S in keyof D]?: Overrides<D[S]> };
