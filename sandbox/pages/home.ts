// The sandbox's index, for integrating engineers: every demo page, the test scenarios and the faults.
import { BRANDS } from '../../src/domain/host/brand-codes.ts';
import { PRESCRIPTION_FILE_SCENARIOS, SCENARIO_OUTCOMES, SCENARIOS } from '../service/scenarios.ts';
import type { ShopSession } from '../state.ts';
import { CATALOGUE } from './catalogue.ts';
import { esc, isFrench, LOCALES, productName, type DemoLocale } from './kit.ts';
import { page } from './layout.ts';


const LOCALE_NAMES: Record<DemoLocale, string> = {
  'en-ca': 'Canada, English',
  'en-us': 'United States, US English',
  'fr-fr': 'France, français',
  'fr-ca': 'Canada, français (Québec)',
};

const item = (href: string, label: string) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`;

function localeLinks(locale: DemoLocale): string {
  const products = CATALOGUE.map((p) => item(`/${locale}/product/${p.slug}`, `Product: ${productName(p, locale)}`)).join('\n');
  return `<section aria-labelledby="pages-${locale}">
<h3 id="pages-${locale}" lang="${isFrench(locale) ? 'fr' : 'en'}">${LOCALE_NAMES[locale]}</h3>
<ul>
${item(`/${locale}/cart`, 'Cart: lines, totals, toggle and call-to-action')}
${item(`/${locale}/products`, 'Product list')}
${products}
${item(`/${locale}/sign-in`, 'Sign in, or continue as a guest')}
${item(`/${locale}/direct-billing-vision-care-insurance`, 'Insurance landing page (overview)')}
${item(`/${locale}/account/claims`, 'My account: claims (my-claims; sign-in first)')}
${item(`/${locale}/c/terms-and-conditions`, 'Terms and conditions (the review links them; brands other than cle: /info/conditions-generales)')}
${item(`/${locale}/c/privacy-policy`, 'Privacy policy (brands other than cle: /info/politique-de-confidentialite)')}
${item(`/${locale}/info/politique-des-cookies`, 'Cookie policy (brands other than cle)')}
${item(`/${locale}/help/vision-insurance`, 'Help: questions and answers, with the customer service number (the widgets’ FAQ and phone)')}
${item(`/${locale}/eye-exam`, 'Book an eye exam (the overview’s Schedule an eye exam)')}
</ul>
</section>`;
}

/** The index of the demo pages, the scenario table and the faults on demand. */
export function indexPage(session: ShopSession): string {
  const locales = (Object.keys(LOCALES) as DemoLocale[]).map(localeLinks).join('\n');
  const brands = BRANDS.filter((b) => b !== 'cle')
    .map((b) => item(`/en-ca/cart?brand=${b}`, `Cart as brand ${b}`))
    .join('\n');
  const scenarios = SCENARIOS.map((s) => `<tr><td><code>${s}</code></td><td>${esc(SCENARIO_OUTCOMES[s])}</td></tr>`).join('\n');
  const files = PRESCRIPTION_FILE_SCENARIOS.map(({ word, outcome }) => `<tr><td><code>${word}</code></td><td>${esc(outcome)}</td></tr>`).join('\n');
  const body = `<h1>Direct-billing sandbox</h1>
<p>Demo pages that embed the widgets as a shop would. The direct-billing service answers under
<code>/services/direct-billing</code>; the shop's own calls under <code>/wcs/resources</code>.
Checking out from a cart leads to the order confirmation page.</p>
<section aria-labelledby="pages">
<h2 id="pages">Demo pages</h2>
${locales}
<h3>Brands and isolation</h3>
<ul>
${brands}
${item('/en-ca/cart?hostile-css', 'Cart with an aggressive host stylesheet (isolation check)')}
${item('/en-ca/cart?scheme=auto', 'Cart whose widgets follow the system\'s dark mode (appearance colorScheme auto)')}
${item('/en-ca/cart?hostile-css&hostile-host', 'Cart on a hostile host page: fetch replaced, Array methods overridden, throwing listeners, document handlers that stop events, keyboard shortcuts, history wrappers (isolation check)')}
</ul>
</section>
<section aria-labelledby="scenarios">
<h2 id="scenarios">Test scenarios</h2>
<p>The member ID (North America) or member number (France) chooses the insurer's answer; any other value succeeds.</p>
<table class="scenarios">
<caption>Member ID scenarios</caption>
<thead><tr><th scope="col">Member ID contains</th><th scope="col">Outcome</th></tr></thead>
<tbody>
${scenarios}
</tbody>
</table>
<table class="scenarios">
<caption>Prescription file scenarios</caption>
<thead><tr><th scope="col">File contains (in its bytes, say a text line after the image; the widgets send a neutral name)</th><th scope="col">Outcome</th></tr></thead>
<tbody>
${files}
</tbody>
</table>
</section>
<section aria-labelledby="faults">
<h2 id="faults">Faults on demand</h2>
<ul>
<li><code>POST /sandbox/faults</code> with <code>{ "call", "kind": "status" | "late" | "malformed" | "missing-field" | "drop" | "session-expired" | "invalid-session", "status", "count" }</code>
(or a list of them) makes the next <code>count</code> answers of that call (e.g. <code>claim-records/*/claim/submit</code>, or the shop's <code>person/@self</code>) fail that way.</li>
<li>The request header <code>x-sandbox-fault</code> (<code>status=500;count=2</code>, <code>late=5000</code>, <code>malformed</code>, <code>missing-field</code>, <code>drop</code>) spoils the request that carries it and, with <code>count</code>, the next ones of the same call.</li>
<li><code>POST /sandbox/reset</code> forgets every visitor, record, fault and file.</li>
<li><code>POST /sandbox/clock</code> with <code>{ "advanceMs" }</code> moves the sandbox clock, so delayed insurer answers and lockouts land at once.</li>
<li><a href="/sandbox/records"><code>GET /sandbox/records</code></a> lists every claim record with its status and the insurer answers still due.</li>
<li>These calls answer the sandbox's own pages, scripts and curl; another site's page is refused (403); a tool that sends an <code>Origin</code> of its own adds the header <code>x-sandbox-control: 1</code>. Their bodies are JSON (<code>content-type: application/json</code>).</li>
</ul>
</section>`;
  return page({ locale: 'en-ca', brand: 'cle', title: 'Sandbox', body, session, path: '/' });
}
