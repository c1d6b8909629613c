import { Fragment } from 'react';

/**
 * An e-mail address that a narrow screen may wrap only before its "@" and its dots (and after a
 * hyphen), never in the middle of a word: the address stays readable and copyable on a phone.
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <span className="[overflow-wrap:normal] [word-break:keep-all]">
      {email.split(/(?=[@.])/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
