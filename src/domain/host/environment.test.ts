// Environments by host and the strict SSN rule, as tables citing spec 000 §5 and §9.
import { describe, expect, test } from 'vitest';
import { environmentOf, strictSsnValidation, type Environment } from './environment.ts';

describe('spec 000 §9 environments by host', () => {
  test.each<{ name: string; host: string | null | undefined; environment: Environment }>([
    { name: 'localhost is local', host: 'localhost', environment: 'local' },
    { name: 'a port is ignored', host: 'localhost:5173', environment: 'local' },
    { name: 'a *.localhost name is local', host: 'shop.localhost', environment: 'local' },
    { name: '127.0.0.1 is local', host: '127.0.0.1', environment: 'local' },
    { name: 'the IPv6 loopback is local', host: '[::1]', environment: 'local' },
    { name: 'a bare IPv6 loopback is local', host: '::1', environment: 'local' },
    { name: 'the IPv6 loopback with a port is local', host: '[::1]:5173', environment: 'local' },
    { name: 'a port after an address is ignored', host: '127.0.0.1:8080', environment: 'local' },
    { name: 'a port after a public name is ignored', host: 'stage.example.com:8443', environment: 'stage' },
    { name: '0.0.0.0 is local', host: '0.0.0.0', environment: 'local' },
    { name: 'a 192.168 address is local (a phone on the same network)', host: '192.168.1.20', environment: 'local' },
    { name: 'a 10.x address is local', host: '10.0.0.5', environment: 'local' },
    { name: 'a 172.16-31 address is local', host: '172.20.3.4', environment: 'local' },
    { name: 'a dev label is dev', host: 'dev.shop.example.com', environment: 'dev' },
    { name: 'a numbered dev label is dev', host: 'dev2.shop.example.com', environment: 'dev' },
    { name: 'a development label is dev', host: 'www.development.example.com', environment: 'dev' },
    { name: 'a dash part naming dev is dev', host: 'shop-dev.example.com', environment: 'dev' },
    { name: 'a test label is test', host: 'test.shop.example.com', environment: 'test' },
    { name: 'a qa label is test', host: 'qa.example.com', environment: 'test' },
    { name: 'a stage label is stage', host: 'stage.shop.example.com', environment: 'stage' },
    { name: 'a staging dash part is stage', host: 'www-staging.example.com', environment: 'stage' },
    { name: 'a uat label is stage (acceptance sits just before production)', host: 'uat.example.com', environment: 'stage' },
    { name: 'a preprod label is stage', host: 'preprod.example.com', environment: 'stage' },
    { name: 'upper case and a trailing dot are ignored', host: 'STAGE.Example.COM.', environment: 'stage' },
    { name: 'the leftmost label naming an environment wins', host: 'test.dev.example.com', environment: 'test' },
    { name: 'a word merely containing dev is not dev', host: 'www.devices.example.com', environment: 'prod' },
    { name: 'a word merely containing test is prod', host: 'contest.example.com', environment: 'prod' },
    { name: 'the top-level domain never names an environment', host: 'shop.dev', environment: 'prod' },
    { name: 'a plain public host is prod', host: 'www.example.com', environment: 'prod' },
    { name: 'a public host without www is prod', host: 'example.ca', environment: 'prod' },
    { name: 'a public IP address is unknown', host: '8.8.8.8', environment: 'unknown' },
    { name: 'a single-label intranet name is unknown', host: 'intranet', environment: 'unknown' },
    { name: 'a name with invalid characters is unknown', host: 'shop_stage.example.com', environment: 'unknown' },
    { name: 'empty text is unknown', host: '', environment: 'unknown' },
    { name: 'null is unknown', host: null, environment: 'unknown' },
  ])('spec 000 §9: $name', ({ host, environment }) => {
    expect(environmentOf(host)).toBe(environment);
  });
});

describe('spec 000 §5 strict SSN validation', () => {
  test.each<{ name: string; brand: string | null | undefined; environment: Environment; strict: boolean }>([
    { name: 'disabled for vde on stage', brand: 'vde', environment: 'stage', strict: false },
    { name: 'on for vde in prod', brand: 'vde', environment: 'prod', strict: true },
    { name: 'on for vde in test', brand: 'vde', environment: 'test', strict: true },
    { name: 'on for vde locally', brand: 'vde', environment: 'local', strict: true },
    { name: 'on for cle on stage', brand: 'cle', environment: 'stage', strict: true },
    { name: 'on for ebd on stage', brand: 'ebd', environment: 'stage', strict: true },
    { name: 'on without a brand on stage', brand: undefined, environment: 'stage', strict: true },
  ])('spec 000 §5: $name', ({ brand, environment, strict }) => {
    expect(strictSsnValidation(brand, environment)).toBe(strict);
  });
});
