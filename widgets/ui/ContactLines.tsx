// The brand's contact details where the shopper is asked to contact customer service (spec 001 §9, {phone} and {email}):
// the phone a tel: link kept on one line (a number cut across lines reads as two), the e-mail a mailto: link, each after
// its words.
import { telHref } from '../../src/domain/host/help.ts';

interface Props {
  phone?: string | undefined;
  email?: string | undefined;
  /** The words before the phone ("Call customer service:"). */
  call: string;
  /** The words before the e-mail ("Or write to us:"). */
  write: string;
}

/** The phone and e-mail lines, each shown when the brand has it. */
export function ContactLines({ phone, email, call, write }: Props) {
  return (
    <>
      {phone && (
        <p>
          {call}{' '}
          <a href={telHref(phone)} className="phone">
            {phone}
          </a>
        </p>
      )}
      {email && (
        <p>
          {write} <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
    </>
  );
}
