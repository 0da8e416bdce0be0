/**
 * What a log line may say about a failure. Never the error's text, which may name a person: an SMTP server's
 * refusal quotes the recipient ("550 5.1.1 <amina@example.com>: Recipient address rejected", which
 * nodemailer copies into the error it throws, with the list of refused addresses), and a database's
 * duplicate-key error quotes the key ("dup key: { email: ... }"). What went wrong is told by the fields that
 * name no one: the error's name and code (nodemailer's EENVELOPE, EAUTH, ECONNECTION, ...; MongoDB's 11000),
 * an SMTP server's reply code and the command it answered.
 */
export function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return 'a failure that is not an Error';
  const { code, responseCode, command } = error as Error &
    Record<'code' | 'responseCode' | 'command', unknown>;
  const details = [
    isWord(code) || Number.isInteger(code) ? `code ${String(code)}` : undefined,
    Number.isInteger(responseCode) ? `reply ${String(responseCode)}` : undefined,
    isWord(command) ? `command ${command}` : undefined,
  ].filter(Boolean);
  const name = isWord(error.name) ? error.name : 'Error';
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

/** A code or command as libraries name them: letters, digits and a few separators, and no address. */
function isWord(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z][\w .-]{0,39}$/.test(value);
}
