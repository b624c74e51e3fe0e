// The overview's cards, descriptions and steps, as tables citing spec 001 §2.
import { describe, expect, test } from 'vitest';
import { cardDescription, cardSteps, contactWay, examHref, knownChannels, overviewCard, planSteps, type CardDescription, type CardStep, type OverviewCard } from './overview.ts';

describe('spec 001 §2 Overview widget: overviewCard', () => {
  test.each<[string, { providerType?: string | null } | null, OverviewCard]>([
    ['no insurer chosen is the home card', null, 'home'],
    ['IN_NETWORK gets the in-network card', { providerType: 'IN_NETWORK' }, 'in-network'],
    ['lower-case in-network gets the in-network card', { providerType: 'in-network' }, 'in-network'],
    ['OUT_OF_NETWORK gets the out-of-network card', { providerType: 'OUT_OF_NETWORK' }, 'out-of-network'],
    ['UNKNOWN gets the out-of-network card, never a promise of direct billing', { providerType: 'UNKNOWN' }, 'out-of-network'],
    ['a missing provider type gets the out-of-network card', {}, 'out-of-network'],
  ])('spec 001 §2: %s', (_name, insurer, card) => {
    expect(overviewCard(insurer)).toBe(card);
  });
});

describe('spec 000 §3 Channels: knownChannels', () => {
  test.each<[string, string[] | null, string[]]>([
    ['known channels come in the spec order', ['CUSTOMER_FORM', 'ONLINE'], ['ONLINE', 'CUSTOMER_FORM']],
    ['an unknown channel is dropped', ['FAX', 'IN_STORE'], ['IN_STORE']],
    ['no channels is none', null, []],
  ])('spec 000 §3: %s', (_name, channels, known) => {
    expect(knownChannels(channels)).toEqual(known);
  });
});

describe('spec 001 §2 Overview card description depends on channels: cardDescription', () => {
  test.each<[string, 'in-network' | 'out-of-network', string[] | null, CardDescription]>([
    ['in network with ONLINE says benefits apply online', 'in-network', ['ONLINE', 'IN_STORE'], 'inOnline'],
    ['in network without ONLINE says in store or customer service', 'in-network', ['IN_STORE'], 'inOffline'],
    ['in network without channels says in store or customer service', 'in-network', null, 'inOffline'],
    ['out of network with CUSTOMER_FORM speaks of the claim form', 'out-of-network', ['CUSTOMER_FORM'], 'outForm'],
    ['out of network without CUSTOMER_FORM says to contact us', 'out-of-network', ['CUSTOMER_SERVICE'], 'outContact'],
  ])('spec 001 §2: %s', (_name, card, channels, description) => {
    expect(cardDescription(card, channels)).toBe(description);
  });
});

describe('spec 001 §2 three-step list: cardSteps', () => {
  test.each<[string, 'in-network' | 'out-of-network', boolean, CardStep[]]>([
    ['in network: online, in store, customer service', 'in-network', false, ['online', 'in-store', 'customer-service']],
    ['out of network with a form: contact, download the form, submit it', 'out-of-network', true, ['contact', 'form', 'submit']],
    ['out of network without a form: contact, order and keep the receipt, submit', 'out-of-network', false, ['contact', 'shop', 'submit']],
  ])('spec 001 §2: %s', (_name, card, hasForm, steps) => {
    expect(cardSteps(card, hasForm)).toEqual(steps);
  });
});

describe('spec 001 §2 out-of-network contact via chat or phone: contactWay', () => {
  test.each<[string, boolean, 'chat' | 'phone']>([
    ['a page with a chat offers the chat', true, 'chat'],
    ['a page without a chat offers the phone', false, 'phone'],
  ])('spec 001 §2: %s', (_name, chat, way) => {
    expect(contactWay(chat)).toBe(way);
  });
});

describe('spec 001 §2 Insurance plans list overview steps: planSteps', () => {
  test.each<[string, string[] | null, string[]]>([
    ['one step per channel offered, in the spec order', ['CUSTOMER_FORM', 'ONLINE', 'CUSTOMER_SERVICE', 'IN_STORE'], ['ONLINE', 'IN_STORE', 'CUSTOMER_SERVICE', 'CUSTOMER_FORM']],
    ['only the channels offered', ['ONLINE', 'CUSTOMER_SERVICE'], ['ONLINE', 'CUSTOMER_SERVICE']],
    ['no known channel shows online, in store and customer service', ['FAX'], ['ONLINE', 'IN_STORE', 'CUSTOMER_SERVICE']],
  ])('spec 001 §2: %s', (_name, channels, steps) => {
    expect(planSteps(channels)).toEqual(steps);
  });
});

describe('spec 001 §2 Insurance plans list: the schedule-exam link', () => {
  test.each<[string, string | undefined, string, string | null]>([
    ['goes to the shop\'s eye-exam page', '/book-an-eye-exam', 'en-ca', '/book-an-eye-exam'],
    ['in the shop\'s language, its {locale} filled in (spec 000 §3)', '/{locale}/eye-exam', 'fr-ca', '/fr-ca/eye-exam'],
    ['is not shown when the shop names no eye-exam page', undefined, 'en-ca', null],
    ['is not shown for an empty one', '', 'en-ca', null],
  ])('spec 001 §2: %s', (_name, path, locale, expected) => {
    expect(examHref(path, locale)).toBe(expected);
  });
});
