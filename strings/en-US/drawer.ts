// The US-English overrides of the drawer: its shell and every view of both flows.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/drawer.ts';
import error from './drawer/error.ts';
import forms from './drawer/forms.ts';
import insurers from './drawer/insurers.ts';
import intro from './drawer/intro.ts';
import memberOutcome from './drawer/member-outcome.ts';
import member from './drawer/member.ts';
import products from './drawer/products.ts';
import quoteOffline from './drawer/quote-offline.ts';
import quote from './drawer/quote.ts';
import results from './drawer/results.ts';
import review from './drawer/review.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = { error, forms, insurers, intro, 'member-outcome': memberOutcome, member, products, 'quote-offline': quoteOffline, quote, results, review };

export default enUS;
