import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after the "@" or before a dot
 * ("rina.kusumawati@" / "armadalogistik.co.id"), never in the middle of a word.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span className="email-text">
      {email.split(/([@.])/).map((piece, index) => (
        <Fragment key={index}>
          {piece === '.' && <wbr />}
          {piece}
          {piece === '@' && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
