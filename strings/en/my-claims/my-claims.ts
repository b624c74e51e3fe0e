// Strings of the my-claims widget: the customer's claims, their statuses and notices (spec 001 section 2, "My-claims").

/** English, the source of truth: every other locale has these keys. */
export default {
  caption: 'Your vision insurance claims, newest first',
  'heading.order': 'Order {{id}}',
  'heading.claim': 'Claim {{id}}',
  // The order a claim is of when another claim is of it too (the order claimed again): when each was sent tells them apart.
  sent: '{{id}}, claim of {{date}}',
  submitted: 'Submitted',
  status: 'Status',
  summary: 'Insurance summary',
  order: 'Order',
  deduction: 'Insurance deduction',
  refunded: 'Refunded',
  documents: 'Documents',
  // The documents of a claim that has none.
  none: 'None',
  // A value the service did not send (an old claim's amounts): a dash in the table, its words for a screen reader.
  missing: '—',
  missingSpoken: 'Not given',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  ACKNOWLEDGED: 'Acknowledged',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
  INVOICED: 'Invoiced',
  // A cancellation that could not be made online (spec 000 §4, NULLIFY_REJECTED): the call-to-action's words for it.
  NULLIFY_REJECTED: 'Couldn’t cancel online: contact customer service',
  UNKNOWN: 'Status not available',
  EXPLANATION_OF_BENEFITS: 'Explanation of benefits',
  REJECTION_NOTICE: 'Rejection notice',
  ACKNOWLEDGEMENT_NOTICE: 'Acknowledgement notice',
  // Each notice inside a sentence, with its article.
  'the.EXPLANATION_OF_BENEFITS': 'the explanation of benefits',
  'the.REJECTION_NOTICE': 'the rejection notice',
  'the.ACKNOWLEDGEMENT_NOTICE': 'the acknowledgement notice',
  // The order or claim a notice is of ({{of}}), inside the sentences of its download.
  'of.order': 'for order {{id}}',
  'of.claim': 'for claim {{id}}',
  download: 'Download {{the}} {{of}} (PDF)',
  // After a download's words, for a screen reader: the notice comes in a new tab (the drawer's review says it alike).
  newTab: '(opens in a new tab)',
  opening: 'Getting {{the}}…',
  // Each notice as the subject of a sentence, with its article (a translation agrees its verb with the notice) and the
  // order it is of ({{of}}), so that two notices opened leave links that read apart.
  'opened.EXPLANATION_OF_BENEFITS': 'The explanation of benefits {{of}} opened in a new tab. If it did not, open it here (PDF)',
  'opened.REJECTION_NOTICE': 'The rejection notice {{of}} opened in a new tab. If it did not, open it here (PDF)',
  'opened.ACKNOWLEDGEMENT_NOTICE': 'The acknowledgement notice {{of}} opened in a new tab. If it did not, open it here (PDF)',
  downloadError: 'We couldn’t get {{the}}.',
  loading: 'Loading your claims…',
  loadError: 'We couldn’t load your claims.',
  tryAgain: 'Try again',
  retryDownload: 'Try again: download {{the}} {{of}} (PDF)',
  empty: 'You have no insurance claims yet. Claims you submit with an order appear here.',
  signedOut: 'Sign in to see your insurance claims.',
  signIn: 'Sign in',
};
