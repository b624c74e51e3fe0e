// The my-claims widget (spec 001 section 2): the signed-in customer's claims with their status, amounts and notices,
// as a table on wide screens and a list of claims at 320 px; retrieval and download failures offer Try again.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ClaimAttachment, CustomerClaim } from '../../src/contract/claim/claims.ts';
import { formatDateTime } from '../../src/domain/dates.ts';
import { formatMoney, toMinor } from '../../src/domain/money.ts';
import { claimNotices, claimReference, sharedOrders, shownClaimStatus, type ClaimNotice, type ClaimReference } from '../../src/domain/my-claims/my-claims.ts';
import { signInHref } from '../../src/domain/host/paths.ts';
import { followSignIn } from '../../signals/drawer/login-return.ts';
import { config, dateFormat, langTag } from '../../signals/host/config.ts';
import { session, sessionStatus, signedIn } from '../../signals/session/session.ts';
import { claims, claimsLoad, loadClaims, noticeUrl } from '../../signals/my-claims/my-claims.ts';
import { addStyles } from '../ui/add-styles.ts';
import { translator } from '../ui/i18n.ts';
import { useWaitFocus } from '../ui/wait-focus.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import type en from '../../strings/en/my-claims/my-claims.ts';
import { MY_CLAIMS_CSS } from './my-claims-styles.ts';

const t = translator<typeof en>('my-claims');

type Fetching = { kind: 'idle' | 'busy' | 'error' } | { kind: 'ready'; url: string };

/**
 * One notice: the click asks for its URL, opens it in a new tab and keeps a link in case the tab was blocked. Its button
 * says the claim as its row does (`said`).
 */
function Notice({ claimId, reference, said, attachment }: { claimId: string; reference: ClaimReference; said: string; attachment: Pick<ClaimAttachment, 'id'> & { type: ClaimNotice } }) {
  const [state, setState] = useState<Fetching>({ kind: 'idle' });
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [state.kind]);
  // The notice's name as a heading ("Explanation of benefits") and inside a sentence ("the explanation of benefits").
  const what = t(attachment.type);
  const the = t(`the.${attachment.type}`);
  // The order or claim it is of, in each of its sentences: two notices opened leave links a screen reader's list tells apart.
  const of = t(reference.kind === 'order' ? 'of.order' : 'of.claim', { id: said });
  const words = { what, the, of };
  const get = async (from: HTMLElement) => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const url = await noticeUrl(claimId, attachment);
      setState({ kind: 'ready', url });
      const open = from.ownerDocument.createElement('a');
      open.href = url;
      open.target = '_blank';
      open.rel = 'noopener';
      open.click();
    } catch {
      setState({ kind: 'error' });
    }
  };
  if (state.kind === 'ready') {
    return (
      <a ref={link} href={state.url} target="_blank" rel="noopener">
        <Whole text={t(`opened.${attachment.type}`, words)} id={reference.id} />
      </a>
    );
  }
  return (
    <>
      {state.kind === 'error' && (
        <span className="alert" role="alert">
          {t('downloadError', { what, the })}
        </span>
      )}
      <button type="button" className="link" aria-disabled={state.kind === 'busy'} onClick={(event) => void get(event.currentTarget)}>
        {state.kind === 'busy' ? (
          t('opening', { what, the })
        ) : (
          <>
            <Whole text={t(state.kind === 'error' ? 'retryDownload' : 'download', words)} id={reference.id} />
            {/* Said before the click, as the drawer's links to a new tab say it. */}
            <span className="sr-only"> {t('newTab')}</span>
          </>
        )}
      </button>
    </>
  );
}

/** The claim's notices as a list, or "None". */
function Notices({ claim, said }: { claim: CustomerClaim; said: string }) {
  const notices = claimNotices(claim.attachments);
  if (notices.length === 0) return <>{t('none')}</>;
  return (
    <ul className="docs">
      {notices.map((attachment) => (
        <li key={attachment.id}>
          <Notice claimId={claim.claimId} reference={claimReference(claim)} said={said} attachment={attachment} />
        </li>
      ))}
    </ul>
  );
}

/** The text with the claim's number kept on one line: a number cut at its hyphen ("ORD-|20417") reads as two. */
function Whole({ text, id }: { text: string; id: string }) {
  const at = text.indexOf(id);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="whole">{id}</span>
      {text.slice(at + id.length)}
    </>
  );
}

/** When the claim was sent, in the shop's locale and date format. */
const submittedOf = (claim: CustomerClaim) => formatDateTime(new Date(claim.submissionDate), langTag.value, { dateFormat: dateFormat.value });
/**
 * How each row says its claim: its order number, or its claim id when the order is unknown (claimReference); with when
 * it was sent when another claim is of the same order (sharedOrders).
 */
const saidOf = (list: CustomerClaim[]) =>
  sharedOrders(list).map((shared, i) => {
    const { id } = claimReference(list[i]!);
    return shared ? t('sent', { id, date: submittedOf(list[i]!) }) : id;
  });
/** The claim's name in a row, as `said`. */
const nameOf = (reference: ClaimReference, said: string) => t(reference.kind === 'order' ? 'heading.order' : 'heading.claim', { id: said });
/** The row header under the Order column: the order number alone, or "Claim …" when the order is unknown. */
const rowName = (reference: ClaimReference) => (reference.kind === 'order' ? reference.id : nameOf(reference, reference.id));

/**
 * A value the service did not send: a dash, as a table marks an empty cell, rather than a word that would read as an
 * amount ("None" beside an insurer's share reads as nothing paid) and agree with each column's gender in French; a
 * screen reader, which may skip a dash or name it, hears that the value was not given.
 */
function Missing() {
  return (
    <>
      <span aria-hidden="true">{t('missing')}</span>
      <span className="sr-only">{t('missingSpoken')}</span>
    </>
  );
}

/**
 * The cells of a claim, in column order: submitted, status, summary, deduction, refunded; each with whether it may wrap
 * (only between words: a status or an amount is never cut).
 */
function cellsOf(claim: CustomerClaim): [string, ReactNode, 'wrap' | 'whole'][] {
  const locale = langTag.value;
  const currency = config.value?.currency ?? 'CAD';
  const money = (value: { amount: number } | null | undefined) => (value ? formatMoney(toMinor(value.amount, currency), { locale, currency }) : <Missing />);
  return [
    [t('submitted'), submittedOf(claim), 'wrap'],
    [t('status'), t(shownClaimStatus(claim.status, claim.customerFacingStatus)), 'wrap'],
    [t('summary'), claim.insuranceSummary ?? <Missing />, 'wrap'],
    [t('deduction'), money(claim.insuranceDeduction), 'whole'],
    [t('refunded'), money(claim.refunded), 'whole'],
  ];
}

/** The claims as a table (wide) and as a list of claims (narrow): the stylesheet shows one of the two. */
function ClaimList({ list }: { list: CustomerClaim[] }) {
  const said = saidOf(list);
  return (
    <>
      <table tabIndex={-1}>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            {[t('order'), ...cellsOf(list[0]!).map(([label]) => label), t('documents')].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((claim, i) => (
            <tr key={claim.claimId}>
              <th scope="row" className="whole">
                {rowName(claimReference(claim))}
              </th>
              {cellsOf(claim).map(([label, value, wrap]) => (
                <td key={label} className={wrap}>
                  {value}
                </td>
              ))}
              <td>
                <Notices claim={claim} said={said[i]!} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="cards" aria-label={t('caption')} tabIndex={-1}>
        {list.map((claim, i) => (
          <li key={claim.claimId}>
            <h2>
              <Whole text={nameOf(claimReference(claim), said[i]!)} id={claimReference(claim).id} />
            </h2>
            <dl>
              {cellsOf(claim).map(([label, value, wrap]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className={wrap}>{value}</dd>
                </div>
              ))}
              <div>
                <dt>{t('documents')}</dt>
                <dd>
                  <Notices claim={claim} said={said[i]!} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What focus goes to once the load a Try again started has ended, the first of them shown: the table (wide) or the list
 * of claims (narrow), the empty list's words, or the Try again of a second failure.
 */
const ANSWER = 'table, .cards, .answer, [role="alert"] button';

/** The my-claims widget. */
export default function MyClaims() {
  useSignals();
  const root = useRef<HTMLDivElement>(null);
  // Whether the shopper asked for the claims again (Try again): the page's own load is shown, that one is said.
  const [asked, setAsked] = useState(false);
  const customer = signedIn.value ? session.value?.userId : undefined;
  useEffect(() => {
    if (root.current) addStyles(root.current, MY_CLAIMS_CSS);
  }, []);
  useEffect(() => {
    // Another customer (a login on this page) gets their own list.
    if (customer) void loadClaims();
  }, [customer]);
  const cfg = config.value;
  const load = claimsLoad.value;
  const list = claims.value;
  const loading = Boolean(sessionStatus.value === 'idle' || sessionStatus.value === 'loading' || (customer && (load === 'idle' || load === 'loading')));
  // The status region takes focus from the Try again its press removes, and holds it for the answer: the shopper keeps
  // their place in the widget, then meets what came.
  const [status, hold] = useWaitFocus<HTMLDivElement>(loading, ANSWER);
  let body;
  if (!cfg) return null;
  if (loading) {
    body = asked ? null : <p>{t('loading')}</p>;
  } else if (!customer) {
    body = (
      <p>
        {t('signedOut')} <a href={signInHref(cfg.signInPath, cfg.redirectParam, location)} onClick={(event) => followSignIn(event, 'myClaimsWidget')}>{t('signIn')}</a>
      </p>
    );
  } else if (load === 'error') {
    body = (
      <RetryAlert
        retry={t('tryAgain')}
        hold={hold}
        onRetry={() => {
          setAsked(true);
          void loadClaims();
        }}
      >
        {t('loadError')}
      </RetryAlert>
    );
  } else body = list.length === 0 ? <p className="answer" tabIndex={-1}>{t('empty')}</p> : <ClaimList list={list} />;
  return (
    <div className="mc" ref={root}>
      {/*
        The wait the shopper's Try again starts is said by a region there from the widget's start, empty till then:
        inserted with its words, it was read by chance. The page's own load, which nobody asked for, is shown, not said.
      */}
      <div role="status" ref={status} tabIndex={-1}>
        {loading && asked && <p>{t('loading')}</p>}
      </div>
      {body}
    </div>
  );
}
