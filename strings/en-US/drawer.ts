// The US-English overrides of the drawer: its shell and every view of both flows.
import type { DictionaryOverrides } from '../types.ts';
import type en from '../en/drawer.ts';
import drawer from './drawer/drawer.ts';
import error from './drawer/error.ts';
import formsLater from './drawer/forms-later.ts';
import forms from './drawer/forms.ts';
import information from './drawer/information.ts';
import insurers from './drawer/insurers.ts';
import intro from './drawer/intro.ts';
import loading from './drawer/loading.ts';
import memberOutcome from './drawer/member-outcome.ts';
import member from './drawer/member.ts';
import products from './drawer/products.ts';
import quoteAmounts from './drawer/quote-amounts.ts';
import quoteOffline from './drawer/quote-offline.ts';
import quoteProblem from './drawer/quote-problem.ts';
import quote from './drawer/quote.ts';
import results from './drawer/results.ts';
import review from './drawer/review.ts';

/** US English: the surfaces and keys that differ from English. */
const enUS: DictionaryOverrides<typeof en> = {
  drawer,
  error,
  forms,
  'forms-later': formsLater,
  information,
  insurers,
  intro,
  loading,
  'member-outcome': memberOutcome,
  member,
  products,
  'quote-amounts': quoteAmounts,
  'quote-offline': quoteOffline,
  'quote-problem': quoteProblem,
  quote,
  results,
  review,
};

export default enUS;
