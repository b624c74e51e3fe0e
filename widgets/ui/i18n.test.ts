// The translator: the configured language's text, US English over English, fields filled (spec 001 section 1).
import { afterEach, describe, expect, test } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { resetConfig } from '../../signals/config.ts';
import { translator } from './i18n.ts';

const t = translator({
  en: { hello: 'Hello {{name}}', cart: 'Your cart', covers: 'Covers {{ amount }} of {{total}}' },
  fr: { hello: 'Bonjour {{name}}', cart: 'Votre panier', covers: 'Couvre {{ amount }} sur {{total}}' },
  enUS: { cart: 'Your shopping cart' },
});

afterEach(() => resetConfig());

describe('spec 001 §1: texts in English (default), French, and US English overrides', () => {
  test.each([
    ['en-ca speaks English', 'en-ca', 'cart', 'Your cart'],
    ['fr-fr speaks French', 'fr-fr', 'cart', 'Votre panier'],
    ['fr-ca speaks French too', 'fr-ca', 'cart', 'Votre panier'],
    ['en-us takes its override', 'en-us', 'cart', 'Your shopping cart'],
    ['en-us falls back to English where it has none', 'en-us', 'hello', 'Hello '],
  ] as const)('%s', (_name, locale, key, text) => {
    configure({ locale });
    expect(t(key)).toBe(text);
  });

  test('fields are filled, with or without spaces inside the braces; a missing one is left empty', () => {
    configure({ locale: 'fr-fr' });
    expect(t('hello', { name: 'Alex' })).toBe('Bonjour Alex');
    expect(t('covers', { amount: '84,50 €', total: '120,00 €' })).toBe('Couvre 84,50 € sur 120,00 €');
    expect(t('covers', { amount: 0 })).toBe('Couvre 0 sur ');
  });
});
