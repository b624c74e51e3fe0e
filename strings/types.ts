// The shape every dictionary shares: English is the source of truth, French must have every key.

/** A dictionary with exactly the keys of the English one. */
export type Strings<T> = { readonly [K in keyof T]: string };

/** US-English overrides: any subset of the English keys (spec 001 section 1). */
export type Overrides<T> = Partial<Strings<T>>;

/** The three tables of one surface. */
export interface Surface<T> {
  en: T;
  fr: Strings<T>;
  enUS: Overrides<T>;
}
