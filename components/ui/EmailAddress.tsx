/**
 * An e-mail address that a narrow screen may wrap only before its "@" and its dots (and after a
 * hyphen), never in the middle of a word: the address stays readable and copyable on a phone.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="[overflow-wrap:normal] [word-break:keep-all]">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}
