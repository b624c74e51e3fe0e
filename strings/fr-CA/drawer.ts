// The French dictionary of the drawer: its shell and every view of both flows, one table per surface.
import type { Translation } from '../types.ts';
import type en from '../en/drawer.ts';
import drawer from './drawer/drawer.ts';
import entry from './drawer/entry.ts';
import error from './drawer/error.ts';
import footer from './drawer/footer.ts';
import forms from './drawer/forms.ts';
import formsLater from './drawer/forms-later.ts';
import information from './drawer/information.ts';
import insurers from './drawer/insurers.ts';
import intro from './drawer/intro.ts';
import loading from './drawer/loading.ts';
import memberBenefits from './drawer/member-benefits.ts';
import memberOutcome from './drawer/member-outcome.ts';
import member from './drawer/member.ts';
import prescriptions from './drawer/prescriptions.ts';
import products from './drawer/products.ts';
import quoteAmounts from './drawer/quote-amounts.ts';
import quoteOffline from './drawer/quote-offline.ts';
import quoteProblem from './drawer/quote-problem.ts';
import quote from './drawer/quote.ts';
import results from './drawer/results.ts';
import reviewBenefits from './drawer/review-benefits.ts';
import review from './drawer/review.ts';
import validation from './drawer/validation.ts';

/** French: every surface and key of the English dictionary. */
const fr: Translation<typeof en> = { drawer, entry, error, footer, forms, 'forms-later': formsLater, information, insurers, intro, loading, 'member-benefits': memberBenefits, 'member-outcome': memberOutcome, member, prescriptions, products, 'quote-amounts': quoteAmounts, 'quote-offline': quoteOffline, 'quote-problem': quoteProblem, quote, results, 'review-benefits': reviewBenefits, review, validation };

export default fr;
